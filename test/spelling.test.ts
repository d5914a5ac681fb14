import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One spelling for our identifiers: `normalise`, as the rest of our names and words are British.
 * A name spelt both ways is two names a partner has to guess between. The platform's own
 * `String.prototype.normalize` is not ours to rename.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function codeFiles(): string[] {
  const dirs = ['packages', 'apps', 'scripts', 'bench', 'test'];
  return dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|mjs)$/.test(file) && !/(^|\/)(node_modules|dist)\//.test(file))
      .map((file) => join(dir, file))
      // This file spells it out to test the search.
      .filter((file) => file !== join('test', 'spelling.test.ts')),
  );
}

/** Identifiers spelt `normaliz…`, other than a call of the platform's `.normalize(`. */
function americanSpellings(text: string): string[] {
  return [...text.matchAll(/(\.?)\b(\w*[Nn]ormaliz\w*)/g)]
    .filter(([, dot, name]) => !(dot === '.' && name === 'normalize'))
    .map(([, , name]) => name as string);
}

describe('identifiers', () => {
  it('are spelt normalise, never normalize', () => {
    const found = codeFiles().flatMap((file) =>
      americanSpellings(readFileSync(join(root, file), 'utf8')).map((name) => `${file}: ${name}`),
    );
    expect(found).toEqual([]);
  });

  it('finds a normalize spelling, and lets the platform call pass', () => {
    expect(americanSpellings('const normalizePhoneNumber = (s) => s.normalize("NFKD");')).toEqual([
      'normalizePhoneNumber',
    ]);
  });
});
