import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentationFiles, everyTypescriptBlock } from '../scripts/docBlocks.mjs';
import { publicEntries, root } from '../scripts/publicSurface.mjs';

/**
 * The guides stay true to the repository: every file and entry they name exists, the README stays
 * a short front page, and nearly every code block compiles (the consumer check compiles them).
 */

const docs = documentationFiles().map((file) => ({
  file,
  text: readFileSync(join(root, file), 'utf8'),
}));
const specifiers = new Set(publicEntries().map(({ specifier }) => specifier));
/** Specifiers a guide may name that are files rather than entries with a source. */
const OTHER_SPECIFIERS = new Set(['@unistay/ui/styles.css']);

/** Text outside fenced code blocks, where a path in backticks is a reference, not code. */
const prose = (text: string) => text.replace(/^\s*```[\s\S]*?^\s*```/gm, '');

describe('the documentation', () => {
  it('keeps the README to a front page: at most 150 lines', () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(150);
  });

  it('compiles all but at most five code blocks, each exemption saying why', () => {
    const exempt = everyTypescriptBlock().filter((block) => block.exempt);
    expect(
      exempt.map(({ file, line, exempt: why }) => `${file}:${line} ${why}`).length,
    ).toBeLessThanOrEqual(5);
    for (const block of exempt) expect(block.exempt?.length).toBeGreaterThan(10);
  });

  it.each(docs)('$file links only to files that exist', ({ file, text }) => {
    const missing: string[] = [];
    for (const [, target] of prose(text).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:|#)/.test(target as string)) continue;
      const path = (target as string).split('#')[0] as string;
      if (!existsSync(join(root, dirname(file), path))) missing.push(target as string);
    }
    expect(missing).toEqual([]);
  });

  it.each(docs)('$file names only paths and entries that exist', ({ file, text }) => {
    const missing: string[] = [];
    // `@unistay/ui/locales/<tag>` stands for every entry under `@unistay/ui/locales/`.
    for (const [, specifier, placeholder] of text.matchAll(
      /['"`(](@unistay\/[\w-]+(?:\/[\w.-]+)*)(\/<\w+>)?/g,
    )) {
      const known = placeholder
        ? [...specifiers].some((each) => each.startsWith(`${specifier}/`))
        : specifiers.has(specifier as string) || OTHER_SPECIFIERS.has(specifier as string);
      if (!known) missing.push(`${specifier}${placeholder ?? ''}`);
    }
    for (const [, path] of prose(text).matchAll(
      /`((?:packages|apps|docs|scripts|bench|examples|test)\/[\w./[\]-]+)`/g,
    )) {
      if (!existsSync(join(root, path as string))) missing.push(path as string);
    }
    expect(missing, `${file} names what is not in the repository`).toEqual([]);
  });
});
