import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(process.cwd(), 'packages/ui/src/styles.css'), 'utf8');

describe('styles.css', () => {
  it('uses logical properties only, so a right-to-left page mirrors without rules of its own', () => {
    const physical = css
      .split('\n')
      .map((line, index) => ({ line: line.trim(), number: index + 1 }))
      .filter(({ line }) =>
        /(margin|padding|border|inset)-(left|right)\b|text-align:\s*(left|right)|float:\s*(left|right)|^(left|right)\s*:/.test(
          line,
        ),
      )
      .map(({ line, number }) => `${number}: ${line}`);
    expect(physical).toEqual([]);
  });
});
