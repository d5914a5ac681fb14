#!/usr/bin/env node
/**
 * Checks that each package installs the way a partner expects: publint and arethetypeswrong on
 * what `pack` would publish, plus the rules of our own that neither knows (peers, side effects,
 * client directives). Run `pnpm build` first.
 *
 *   node scripts/packaging.mjs [--json <file>]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, writeCheckReport } from './checkSupport.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const PACKAGES = [
  { dir: 'packages/api-client', peers: [], clientEntries: [] },
  {
    dir: 'packages/sandbox',
    peers: [],
    optionalPeers: ['msw', 'react', '@unistay/react'],
    clientEntries: ['./card-provider', './human-check'],
  },
  {
    dir: 'packages/react',
    peers: ['react', '@tanstack/react-query'],
    // The directive sits on each module with a hook or the provider rather than on an entry, and
    // `./queries` and `./seo` reach none of them: a React Server Component imports them.
    clientEntries: [],
    hooksNeedDirective: true,
    serverEntries: ['./queries', './seo'],
  },
  {
    dir: 'packages/ui',
    peers: ['react', 'react-dom', '@tanstack/react-query'],
    optionalPeers: ['@stripe/react-stripe-js', '@stripe/stripe-js'],
    clientEntries: ['.', './stripe'],
    stylesheets: ['./styles.css'],
  },
  {
    // Everything bundled (React included): a page of custom elements installs nothing else.
    dir: 'packages/elements',
    peers: [],
    clientEntries: [],
    // Loading it defines the custom elements: that is what it is for.
    definesOnLoad: true,
    // A classic script for pages that cannot load modules: no types to give it.
    scripts: ['./classic'],
  },
];

function startsWithUseClient(file) {
  return /^\s*(['"])use client\1;?/.test(readFileSync(file, 'utf8'));
}

/** Every built module of a package, relative to its dist. */
function builtModules(packageDir) {
  const dist = join(packageDir, 'dist');
  return readdirSync(dist, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js'));
}

/** A module that uses React's hooks or context, which a server component cannot. */
const REACT_USE = /from\s*['"]react['"]|\buse(Query|Mutation|QueryClient|SuspenseQuery)\(/;
const withoutComments = (code) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
const usesReact = (file) => REACT_USE.test(withoutComments(readFileSync(file, 'utf8')));

/** The modules an entry reaches through its relative imports, itself included. */
function reachedModules(entryFile) {
  const reached = new Set();
  const visit = (file) => {
    if (reached.has(file)) return;
    reached.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(
      /(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    )) {
      visit(join(dirname(file), specifier));
    }
  };
  visit(entryFile);
  return [...reached];
}

function checkManifest(spec, manifest, packageDir) {
  const problems = [];
  if (manifest.type !== 'module') problems.push('"type" is not "module"');
  if (!manifest.files?.includes('dist')) problems.push('"files" leaves out dist');
  if (!manifest.files?.includes('CHANGELOG.md') || !existsSync(join(packageDir, 'CHANGELOG.md'))) {
    problems.push('no CHANGELOG.md published');
  }
  // npm publishes these whatever "files" says; a package page without them is a dead end.
  for (const file of ['README.md', 'LICENSE']) {
    if (!existsSync(join(packageDir, file))) problems.push(`no ${file}`);
  }

  const stylesheets = spec.stylesheets ?? [];
  const sideEffects = manifest.sideEffects;
  const onlyStylesheets =
    Array.isArray(sideEffects) && sideEffects.every((glob) => glob.endsWith('.css'));
  const wanted = spec.definesOnLoad ? 'true' : stylesheets.length ? 'only stylesheets' : 'false';
  const sideEffectsRight = spec.definesOnLoad
    ? sideEffects === true
    : stylesheets.length
      ? onlyStylesheets
      : sideEffects === false;
  if (!sideEffectsRight) {
    problems.push(`"sideEffects" is ${JSON.stringify(sideEffects)}; want ${wanted}`);
  }

  const untyped = [...stylesheets, ...(spec.scripts ?? [])];
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    if (subpath === './package.json') continue;
    if (untyped.includes(subpath)) {
      const file = typeof target === 'string' ? target : target.default;
      if (!file || !existsSync(join(packageDir, file)))
        problems.push(`exports["${subpath}"] missing`);
      continue;
    }
    if (typeof target !== 'object' || !target.types || !target.default) {
      problems.push(`exports["${subpath}"] lacks "types" or "default"`);
      continue;
    }
    for (const file of [target.types, target.default]) {
      if (!existsSync(join(packageDir, file)))
        problems.push(`exports["${subpath}"]: ${file} missing`);
    }
    if (
      spec.clientEntries.includes(subpath) &&
      !startsWithUseClient(join(packageDir, target.default))
    ) {
      problems.push(`${target.default} does not start with 'use client'`);
    }
  }
  if (spec.hooksNeedDirective) {
    for (const name of builtModules(packageDir)) {
      const file = join(packageDir, 'dist', name);
      if (usesReact(file) && !startsWithUseClient(file)) {
        problems.push(`dist/${name} uses React but does not start with 'use client'`);
      }
    }
  }
  for (const subpath of spec.serverEntries ?? []) {
    for (const file of reachedModules(join(packageDir, manifest.exports[subpath].default))) {
      if (startsWithUseClient(file) || usesReact(file)) {
        problems.push(`${subpath} reaches ${relative(packageDir, file)}, a client module`);
      }
    }
  }

  const peers = manifest.peerDependencies ?? {};
  const optional = manifest.peerDependenciesMeta ?? {};
  for (const peer of spec.peers) {
    if (!peers[peer]) problems.push(`"${peer}" is not a peer dependency`);
    else if (optional[peer]?.optional)
      problems.push(`"${peer}" is an optional peer; it is required`);
  }
  for (const peer of spec.optionalPeers ?? []) {
    if (!peers[peer] || !optional[peer]?.optional)
      problems.push(`"${peer}" is not an optional peer`);
  }
  for (const shared of ['react', 'react-dom', '@tanstack/react-query']) {
    if (manifest.dependencies?.[shared]) {
      problems.push(`"${shared}" is a dependency: two copies would break hooks and context`);
    }
  }
  return problems;
}

const results = [];
for (const spec of PACKAGES) {
  const packageDir = join(root, spec.dir);
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const problems = checkManifest(spec, manifest, packageDir);
  results.push({
    name: `${manifest.name}: manifest`,
    ok: problems.length === 0,
    output: problems.join('\n'),
  });

  const publint = run('pnpm', ['exec', 'publint', '--strict'], packageDir);
  results.push({ name: `${manifest.name}: publint`, ...publint });

  const attwArgs = ['exec', 'attw', '--pack', '.', '--profile', 'esm-only', '--format', 'ascii'];
  for (const untypedEntry of [...(spec.stylesheets ?? []), ...(spec.scripts ?? [])])
    attwArgs.push('--exclude-entrypoints', untypedEntry);
  const attw = run('pnpm', attwArgs, packageDir);
  results.push({ name: `${manifest.name}: arethetypeswrong (esm-only)`, ...attw });
}

for (const result of results) {
  console.log(`${result.ok ? 'ok  ' : 'FAIL'}  ${result.name}`);
  if (!result.ok) console.log(result.output.replace(/^/gm, '      '));
}

const failed = results.filter((r) => !r.ok).length;
writeCheckReport(results.length - failed, failed);
process.exit(failed ? 1 : 0);
