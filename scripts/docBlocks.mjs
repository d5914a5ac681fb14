/**
 * The guides' TypeScript code blocks. The consumer check compiles each one, as its own module,
 * against the packed packages, so an example that stops compiling fails the test command. A block
 * that cannot compile there (it shows another framework's file, say) says why in a comment on the
 * line before it: `<!-- not compiled: the reason -->`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const TYPESCRIPT = new Set(['ts', 'tsx', 'typescript']);
const EXEMPTION = /^<!--\s*not compiled:\s*(.+?)\s*-->$/;

/** The README and every guide under docs/, relative to the repository's root. */
export function documentationFiles() {
  const files = ['README.md', 'CONTRIBUTING.md'].filter((file) => existsSync(join(root, file)));
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) files.push(relative(root, path));
    }
  };
  if (existsSync(join(root, 'docs'))) walk(join(root, 'docs'));
  for (const dir of readdirSync(join(root, 'packages'))) {
    const readme = join('packages', dir, 'README.md');
    if (existsSync(join(root, readme))) files.push(readme);
  }
  return files;
}

/** Each fenced TypeScript block of a Markdown file: where it starts, its code, and any exemption. */
export function typescriptBlocks(file) {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  const blocks = [];
  for (let index = 0; index < lines.length; index++) {
    const fence = /^(\s*)```(\w+)?\s*$/.exec(lines[index] ?? '');
    if (!fence) continue;
    const start = index;
    const body = [];
    for (index++; index < lines.length && !/^\s*```\s*$/.test(lines[index] ?? ''); index++) {
      body.push(lines[index]);
    }
    if (!TYPESCRIPT.has(fence[2] ?? '')) continue;
    const before = lines.slice(0, start).findLast((line) => line.trim() !== '') ?? '';
    const exempt = EXEMPTION.exec(before.trim())?.[1] ?? null;
    blocks.push({
      file,
      line: start + 1,
      lang: fence[2] === 'ts' ? 'ts' : 'tsx',
      code: body.join('\n'),
      exempt,
    });
  }
  return blocks;
}

/** Every TypeScript block of every documentation file. */
export function everyTypescriptBlock() {
  return documentationFiles().flatMap(typescriptBlocks);
}

/**
 * Writes each block that is not exempt as its own module under `dir`, named by its file and line
 * (`docs~client.md-L12.ts`), so a compiler's error names where the block is. A block shows the
 * imports it needs; `export {}` keeps each a module, so blocks do not see each other's names. The
 * stylesheet is declared as a partner's bundler declares it (Vite's client types, Next's).
 */
export function writeTypescriptBlocks(dir) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'stylesheets.d.ts'), "declare module '*.css';\n");
  const written = [];
  const exempt = [];
  for (const block of everyTypescriptBlock()) {
    if (block.exempt) {
      exempt.push(block);
      continue;
    }
    writeFileSync(join(dir, blockFileName(block)), `${block.code}\nexport {};\n`);
    written.push(block);
  }
  return { written, exempt };
}

const blockFileName = (block) => `${block.file.replaceAll('/', '~')}-L${block.line}.${block.lang}`;

/** A compiler's output with each block's file name turned back into its guide and line. */
export function nameBlocksIn(output) {
  return output.replace(
    /(?:\S*\/)?([^/\s]+?\.md)-L(\d+)\.tsx?/g,
    (_, doc, line) => `${doc.replaceAll('~', '/')}:${line}`,
  );
}
