#!/usr/bin/env node
// `pnpm docs:check`: type-check every TypeScript block of the README and the guides against the
// packages' sources, in seconds. The test command's consumer check compiles the same blocks
// against the packed packages; this is the quick loop for writing a guide.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { everyTypescriptBlock } from './docBlocks.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = join(root, '.doc-blocks');
rmSync(dir, { recursive: true, force: true });
mkdirSync(join(dir, 'src'), { recursive: true });

let compiled = 0;
const exempt = [];
for (const block of everyTypescriptBlock()) {
  if (block.exempt) {
    exempt.push(`${block.file}:${block.line} (${block.exempt})`);
    continue;
  }
  const name = `${block.file.replaceAll('/', '~')}-L${block.line}.${block.lang}`;
  writeFileSync(join(dir, 'src', name), `${block.code}\nexport {};\n`);
  compiled++;
}
// As a partner's bundler declares it (Vite's client types, Next's): a guide imports the stylesheet.
writeFileSync(join(dir, 'src', 'stylesheets.d.ts'), "declare module '*.css';\n");
writeFileSync(
  join(dir, 'tsconfig.json'),
  JSON.stringify({
    extends: '../tsconfig.base.json',
    compilerOptions: { noEmit: true, noUncheckedIndexedAccess: false },
    include: ['src'],
  }),
);

const tsc = spawnSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', dir], { encoding: 'utf8' });
const output = `${tsc.stdout}${tsc.stderr}`.replace(
  /(?:\.doc-blocks\/)?src\/(\S+?)-L(\d+)\.tsx?/g,
  (_, doc, line) => `${doc.replaceAll('~', '/')}:${line}`,
);
console.log(`${compiled} code blocks compiled, ${exempt.length} exempt${exempt.length ? ':' : ''}`);
for (const each of exempt) console.log(`  ${each}`);
if (tsc.status !== 0) {
  console.log(output);
  process.exit(1);
}
rmSync(dir, { recursive: true, force: true });
