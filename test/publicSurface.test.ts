import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  declarationOf,
  exportNames,
  publicEntries,
  root,
  showcaseFiles,
} from '../scripts/publicSurface.mjs';

/**
 * The public surface is a decision, not a side effect: every name an entry exports is listed in
 * `scripts/consumer/public-names.json` (which the consumer check imports from the packed
 * packages), carries a TSDoc line, and is shown in a guide, a story or an example.
 */

const LIST_FILE = 'scripts/consumer/public-names.json';
const listed: Record<string, string[]> = JSON.parse(readFileSync(join(root, LIST_FILE), 'utf8'));
const entries = publicEntries();
const plain = (name: string) => name.replace(/^type /, '');

/** Names no guide needs to show: a locale pack's default export is shown by its entry's name. */
const SHOWN_BY_ENTRY = new Set(['default']);

/** The most names an entry's root may export: a table of contents, not an inventory. */
const ROOT_LIMITS: Record<string, number> = {
  '@unistay/react': 40,
  '@unistay/api-client': 45,
};

describe('the public surface', () => {
  it('lists every entry, and only those', () => {
    expect(Object.keys(listed).sort()).toEqual(entries.map(({ specifier }) => specifier).sort());
  });

  it.each(entries)(
    '$specifier exports what is listed, as values or types',
    ({ specifier, file }) => {
      const exported = exportNames(file).map(({ name, type }) => `${type ? 'type ' : ''}${name}`);
      const list = listed[specifier] ?? [];
      const unlisted = exported.filter((name) => !list.includes(name));
      const gone = list.filter((name) => !exported.includes(name));
      expect(
        { unlisted, gone },
        `${specifier}: add a new name to ${LIST_FILE} when partners should have it, or stop exporting it`,
      ).toEqual({ unlisted: [], gone: [] });
    },
  );

  it.each(Object.entries(ROOT_LIMITS))('%s exports at most %i names', (specifier, limit) => {
    expect(listed[specifier]?.length).toBeLessThanOrEqual(limit);
  });

  it('gives every exported name a TSDoc comment where it is declared', () => {
    const undocumented: string[] = [];
    for (const { specifier, file } of entries) {
      for (const { name } of exportNames(file)) {
        const declaration = declarationOf(file, name);
        if (!declaration) undocumented.push(`${specifier} ${name}: declaration not found`);
        else if (!declaration.documented) {
          undocumented.push(`${specifier} ${name} (${declaration.file}:${declaration.line})`);
        }
      }
    }
    expect(undocumented).toEqual([]);
  });

  it('shows every exported name in a guide, a story or an example', () => {
    const shown = showcaseFiles()
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unshown: string[] = [];
    for (const [specifier, names] of Object.entries(listed)) {
      for (const name of names.map(plain)) {
        if (SHOWN_BY_ENTRY.has(name)) continue;
        if (!new RegExp(`\\b${name}\\b`).test(shown)) unshown.push(`${specifier} ${name}`);
      }
    }
    expect(unshown, `shown nowhere in docs/, a story, apps/ or examples/`).toEqual([]);
  });

  it('finds where a name is declared and whether it is documented (so the checks above can fail)', () => {
    const react = entries.find(({ specifier }) => specifier === '@unistay/react');
    expect(react).toBeDefined();
    const declaration = declarationOf(react?.file as string, 'UnistayProvider');
    expect(declaration).toMatchObject({ documented: true });
    expect(relative(root, join(root, declaration?.file ?? ''))).toBe(
      'packages/react/src/UnistayProvider.tsx',
    );
  });
});
