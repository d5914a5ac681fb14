#!/usr/bin/env node
// `pnpm docs:check`: type-check every TypeScript block of the README and the guides against the
// packages' sources, in seconds. The test command's consumer check compiles the same blocks
// against the packed packages; this is the quick loop for writing a guide.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nameBlocksIn, writeTypescriptBlocks } from './docBlocks.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = join(root, '.doc-blocks');
rmSync(dir, { recursive: true, force: true });
mkdirSync(join(dir, 'src'), { recursive: true });

// What a partner's app installs beside our packages (zod, redis, the Stripe packages) sits in the
// packages' own node_modules, not the root's: link each beside the blocks, as an install would.
const linked = join(dir, 'node_modules');
for (const pkg of readdirSync(join(root, 'packages'))) {
  const modules = join(root, 'packages', pkg, 'node_modules');
  if (!existsSync(modules)) continue;
  for (const entry of readdirSync(modules)) {
    const names = entry.startsWith('@')
      ? readdirSync(join(modules, entry)).map((name) => `${entry}/${name}`)
      : [entry];
    for (const name of names) {
      if (name.startsWith('.') || existsSync(join(root, 'node_modules', name))) continue;
      if (existsSync(join(linked, name))) continue;
      mkdirSync(dirname(join(linked, name)), { recursive: true });
      symlinkSync(join(modules, name), join(linked, name));
    }
  }
}

const { written, exempt } = writeTypescriptBlocks(join(dir, 'src'));

writeFileSync(
  join(dir, 'tsconfig.json'),
  JSON.stringify({
    extends: '../tsconfig.base.json',
    compilerOptions: { noEmit: true, noUncheckedIndexedAccess: false },
    include: ['src'],
  }),
);

const tsc = spawnSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', dir], { encoding: 'utf8' });
console.log(
  `${written.length} code blocks compiled, ${exempt.length} exempt${exempt.length ? ':' : ''}`,
);
for (const block of exempt) console.log(`  ${block.file}:${block.line} (${block.exempt})`);
if (tsc.status !== 0) {
  console.log(nameBlocksIn(`${tsc.stdout}${tsc.stderr}`));
  process.exit(1);
}
rmSync(dir, { recursive: true, force: true });
