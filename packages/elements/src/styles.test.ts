import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { dropInStylesheet } from './styles.js';

// The stylesheet as the package exports it, as the build imports it.
const uiStyles = readFileSync(
  createRequire(import.meta.url).resolve('@unistay/ui/styles.css'),
  'utf8',
);
const sheet = dropInStylesheet(uiStyles);
const withoutCalc = sheet.replace(/calc\([^;{}]*?var\(--unistay-rem, 1rem\)\)/g, '');

describe("the elements' stylesheet", () => {
  it("sets its defaults on the element, where a partner's own values win over them", () => {
    const host = sheet.match(/:host\{([^}]*)\}/)?.[1] ?? '';
    expect(host).toContain('--unistay-color-accent: #1d4ed8');
    expect(host).not.toMatch(/(^|;)\s*(font-family|color):/);
    // The type is still set from them, inside.
    expect(sheet).toMatch(/\.unistay-root\{font-family: var\(--unistay-font\);/);
    expect(sheet).toMatch(/:host\(\[data-theme="dark"\]\)/);
  });

  it("counts every size from the student's own font size, not the page's root", () => {
    expect(withoutCalc).not.toMatch(/\drem\b/);
    expect(sheet).toContain('calc(0.25 * var(--unistay-rem, 1rem))');
  });

  it('starts its box from nothing a page could pass down by inheritance', () => {
    expect(sheet).toMatch(/\.unistay-drop-in \{ all: initial;/);
  });
});
