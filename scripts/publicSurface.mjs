/**
 * The packages' public surface, read from their sources: each entry (from the `exports` of each
 * package.json, by the `@unistay/source` condition), the names it exports, and where each name is
 * declared. The consumer check imports every name from the packed packages; the surface test holds
 * the names to the list in `scripts/consumer/public-names.json` and each to a TSDoc line.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const PACKAGE_DIRS = ['api-client', 'react', 'ui', 'sandbox', 'elements'];

/** Every public entry: its specifier, its package's directory and its source file. */
export function publicEntries() {
  const entries = [];
  for (const dir of PACKAGE_DIRS) {
    const packageDir = join(root, 'packages', dir);
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      const source = typeof target === 'object' ? target['@unistay/source'] : undefined;
      if (!source) continue; // package.json, stylesheets
      entries.push({
        specifier: subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`,
        dir,
        file: join(packageDir, source),
      });
    }
  }
  return entries;
}

const stripComments = (source) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/\/\/.*$/gm, '');

/** The names a module exports: `export { a, type B } from`, `export { a }`, declarations, default. */
export function exportNames(file) {
  const source = stripComments(readFileSync(file, 'utf8'));
  const names = [];
  for (const [, typeOnly, list] of source.matchAll(/export\s+(type\s+)?\{([^}]*)\}/g)) {
    for (const item of list.split(',').map((each) => each.trim())) {
      if (!item) continue;
      const [name, alias] = item.replace(/^type\s+/, '').split(/\s+as\s+/);
      names.push({ name: alias ?? name, type: Boolean(typeOnly) || item.startsWith('type ') });
    }
  }
  const declaration =
    /export\s+(?:declare\s+)?(?:async\s+)?(function\*?\s*|(?:const|class|interface|type|enum)\s+)(\w+)/g;
  for (const [, kind, name] of source.matchAll(declaration)) {
    names.push({ name, type: /^(interface|type)\s/.test(kind) });
  }
  if (/export\s+default\s/.test(source)) names.push({ name: 'default', type: false });
  return names;
}

/** The module a relative specifier names, `.js` written for a `.ts` or `.tsx` source. */
function resolveSource(fromFile, specifier) {
  const base = join(dirname(fromFile), specifier.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * Where `name`, exported by `file`, is declared, and the comment just above it: follows
 * `export { x as name } from './y.js'` to its source. Null when it leaves the package.
 */
export function declarationOf(file, name, seen = new Set()) {
  if (seen.has(`${file}:${name}`)) return null;
  seen.add(`${file}:${name}`);
  const source = readFileSync(file, 'utf8');
  const code = stripComments(source);
  for (const [, list, specifier] of code.matchAll(
    /export\s+(?:type\s+)?\{([^}]*)\}\s*(?:from\s*['"]([^'"]+)['"])?/g,
  )) {
    for (const item of list.split(',').map((each) => each.trim().replace(/^type\s+/, ''))) {
      const [original, alias] = item.split(/\s+as\s+/);
      if ((alias ?? original) !== name) continue;
      if (!specifier)
        return declarationOf(file, original, seen) ?? localDeclaration(file, source, original);
      if (!specifier.startsWith('.')) return null;
      const target = resolveSource(file, specifier);
      return target ? declarationOf(target, original, seen) : null;
    }
  }
  if (name === 'default') {
    const [, local] = /export\s+default\s+(\w+)/.exec(code) ?? [];
    return local ? localDeclaration(file, source, local) : null;
  }
  return localDeclaration(file, source, name);
}

function localDeclaration(file, source, name) {
  const pattern = new RegExp(
    `^(?:export\\s+)?(?:declare\\s+)?(?:async\\s+)?(?:function\\*?\\s*|(?:const|let|class|interface|type|enum)\\s+)${name}\\b`,
    'm',
  );
  const match = pattern.exec(source);
  if (!match) return null;
  const before = source.slice(0, match.index).trimEnd();
  const documented = before.endsWith('*/') && /\/\*\*(?:(?!\*\/)[\s\S])*\*\/$/.test(before);
  const line = source.slice(0, match.index).split('\n').length;
  return { file: relative(root, file), line, documented };
}

/** Every file a guide, a story or an example is in: where a public name must be shown. */
export function showcaseFiles() {
  const files = [];
  const walk = (dir, keep) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.'))
        continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, keep);
      else if (keep(path)) files.push(path);
    }
  };
  walk(join(root, 'docs'), (path) => path.endsWith('.md'));
  walk(join(root, 'packages'), (path) => path.endsWith('.stories.tsx'));
  walk(join(root, 'apps'), (path) => /\.(ts|tsx)$/.test(path) && !/\.test\.tsx?$/.test(path));
  walk(join(root, 'examples'), (path) => /\.(ts|tsx)$/.test(path) && !/\.test\.tsx?$/.test(path));
  return files;
}
