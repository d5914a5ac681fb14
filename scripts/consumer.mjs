#!/usr/bin/env node
/**
 * Installs the packages the way a partner does, outside this workspace, and uses them:
 *
 * 1. packs each package (`pnpm pack`, so `workspace:*` becomes a version) into a throw-away app in
 *    the system's temporary directory, and installs the tarballs with react, react-dom,
 *    @tanstack/react-query and the Stripe packages from the registry;
 * 2. type-checks, with nothing of this repository on the path, a partner's app
 *    (`scripts/consumer/app.tsx`) and a file that imports by name every export each entry lists in
 *    `scripts/consumer/public-names.json` (the surface test holds that list to the sources, so a
 *    name is added to the surface only by adding it there);
 * 3. renders every component to a string in Node (`scripts/consumer/render.mjs`), where `window`
 *    does not exist.
 *
 *   node scripts/consumer.mjs [--json <file>] [--keep]
 *
 * Run `pnpm build` first.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, writeCheckReport } from './checkSupport.mjs';
import { nameBlocksIn, writeTypescriptBlocks } from './docBlocks.mjs';
import { PACKAGE_DIRS } from './publicSurface.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const here = join(root, 'scripts', 'consumer');

/** What a partner installs beside our packages, at the versions this workspace tests. */
const PARTNER_DEPENDENCIES = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  '@stripe/react-stripe-js',
  '@stripe/stripe-js',
  'msw',
  '@types/react',
  '@types/react-dom',
  '@types/node',
  // What the guides' examples use beside ours: a webhook store on Redis, tests on the sandbox.
  'redis',
  'ioredis',
  // The proxy's and the receiver's telemetry (`@unistay/api-client/server/otel`), an optional peer.
  '@opentelemetry/api',
  'vitest',
  '@testing-library/react',
  '@testing-library/dom',
];

/** What our packages depend on, pinned in the throw-away app to what the workspace installed. */
const OUR_DEPENDENCIES = ['zod', 'react-hook-form', '@hookform/resolvers'];

/** The version of a dependency this workspace has installed, wherever a package declares it. */
function installedVersion(name) {
  for (const dir of [
    '.',
    'packages/ui',
    'packages/sandbox',
    'packages/react',
    'packages/api-client',
  ]) {
    const manifest = join(root, dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).version;
  }
  throw new Error(`${name} is not installed in the workspace`);
}

/** Every listed name of every entry (`public-names.json`), as `{ name, type }`. */
function listedNames() {
  const listed = JSON.parse(readFileSync(join(here, 'public-names.json'), 'utf8'));
  return Object.entries(listed).map(([specifier, names]) => ({
    specifier,
    names: names.map((each) => ({
      name: each.replace(/^type /, ''),
      type: each.startsWith('type '),
    })),
  }));
}

/**
 * A module that imports every listed export of every entry by name and exports it again: each
 * name must resolve, as a value or a type, in the installed declarations.
 */
function everyExportModule() {
  const lines = ['// Generated: every public export of every entry, imported by name.'];
  let count = 0;
  for (const { specifier, names } of listedNames()) {
    console.log(`      ${String(names.length).padStart(3)}  ${specifier}`);
    const prefix = `${specifier.replace(/\W/g, '_')}_`;
    for (const kind of ['type', 'value']) {
      const chosen = names.filter((each) => (kind === 'type') === each.type);
      if (chosen.length === 0) continue;
      const list = chosen.map(({ name }) => `${name} as ${prefix}${name}`).join(', ');
      const keyword = kind === 'type' ? 'type ' : '';
      lines.push(`export ${keyword}{ ${list} } from '${specifier}';`);
    }
    count += names.length;
  }
  return { source: `${lines.join('\n')}\n`, count };
}

const results = [];
const step = (name, outcome) => {
  results.push({ name, ...outcome });
  console.log(`${outcome.ok ? 'ok  ' : 'FAIL'}  ${name}`);
  if (!outcome.ok) console.log(outcome.output.replace(/^/gm, '      '));
  return outcome.ok;
};

const app = mkdtempSync(join(tmpdir(), 'unistay-consumer-'));
try {
  const packs = join(app, 'packs');
  mkdirSync(packs);
  const tarballs = {};
  for (const dir of PACKAGE_DIRS) {
    const packed = run('pnpm', ['pack', '--pack-destination', packs], join(root, 'packages', dir));
    const tarball = packed.output.split('\n').findLast((line) => line.endsWith('.tgz'));
    if (!step(`pack @unistay/${dir}`, { ...packed, ok: packed.ok && Boolean(tarball) })) {
      throw new Error('pack failed');
    }
    tarballs[`@unistay/${dir}`] = `file:${tarball}`;
  }

  const dependencies = { ...tarballs };
  for (const name of PARTNER_DEPENDENCIES) dependencies[name] = installedVersion(name);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'partner-app', private: true, type: 'module', dependencies }, null, 2),
  );
  // Our packages depend on each other by version; these are not on the registry yet, so the
  // tarballs stand in for them. Their own dependencies are held to the versions this workspace
  // tested, so the check does not change with the registry.
  const pinned = { ...tarballs };
  for (const name of OUR_DEPENDENCIES) pinned[name] = installedVersion(name);
  writeFileSync(
    join(app, 'pnpm-workspace.yaml'),
    [
      'allowBuilds:',
      '  msw: false',
      'overrides:',
      ...Object.entries(pinned).map(([name, spec]) => `  '${name}': '${spec}'`),
      '',
    ].join('\n'),
  );
  // Offline: everything comes from the pnpm store the workspace's own install filled, so the check
  // needs no network and cannot change with the registry.
  const installed = run(
    'pnpm',
    ['install', '--offline', '--config.confirmModulesPurge=false'],
    app,
  );
  if (!installed.ok) {
    installed.output = `The packed packages could not be installed offline from the pnpm store. Run \`pnpm install\` in the workspace first (it fills the store); if it has run, a dependency below is missing from the store. pnpm said:\n${installed.output}`;
  }
  if (!step('install the tarballs in an app outside the workspace, offline', installed)) {
    throw new Error('install failed');
  }

  cpSync(here, join(app, 'src'), { recursive: true });
  const everyExport = everyExportModule();
  writeFileSync(join(app, 'src', 'everyExport.ts'), everyExport.source);
  const examples = writeTypescriptBlocks(join(app, 'src', 'docs'));
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        types: ['node'],
        // Our declarations are checked with everything they reference; only third parties' are not.
        skipLibCheck: false,
      },
      include: ['src'],
    }),
  );
  const tsc = join(root, 'node_modules', '.bin', 'tsc');
  const checked = run(tsc, ['-p', 'tsconfig.json'], app);
  step(
    `type-check a partner app, all ${everyExport.count} public exports and ${examples.written.length} code blocks of the guides (${examples.exempt.length} exempt) against the tarballs`,
    // A block's errors name the guide and the line its block starts on.
    { ...checked, output: nameBlocksIn(checked.output) },
  );
  step(
    'render every component on the server, with no window',
    run(process.execPath, [join(app, 'src', 'render.mjs')], app),
  );
} catch (error) {
  if (!results.some((r) => !r.ok)) step('consumer check', { ok: false, output: String(error) });
} finally {
  if (process.argv.includes('--keep')) console.log(`kept ${app}`);
  else rmSync(app, { recursive: true, force: true });
}

const failed = results.filter((r) => !r.ok).length;
writeCheckReport(results.length - failed, failed);
process.exit(failed ? 1 : 0);
