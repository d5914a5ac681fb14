// The language stories every component has: in Arabic (right to left, axe checking `lang` and
// `dir` with the rest) and in the pseudo-locale at 360 px (accented, 40% longer: no text clipped,
// no control overflowing). `parameters.locale` picks the pack; the preview loads it.
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { overflowing } from '../../../../test/overflowing.js';

type Ready = (canvasElement: HTMLElement) => Promise<unknown>;

/** A phone-width frame. */
const narrow: Decorator = (Story) => (
  <div data-frame="360" style={{ inlineSize: '360px', maxInlineSize: '100%' }}>
    <Story />
  </div>
);
/** A frame as wide as the page. */
const frame: Decorator = (Story) => (
  <div data-frame="page">
    <Story />
  </div>
);

/**
 * The story in Arabic: its root reads right to left, in `lang="ar"`, and `ready` (the component's
 * own words, found in Arabic) has appeared.
 */
export function inArabic(ready: Ready) {
  return {
    parameters: { locale: 'ar' },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await ready(canvasElement);
      const root = canvasElement.querySelector('[lang]');
      await expect(root).toHaveAttribute('lang', 'ar');
      await expect(root).toHaveAttribute('dir', 'rtl');
    },
  };
}

/**
 * The story in the pseudo-locale, 360 px wide: once `ready`, everything fits. `wide` keeps the
 * page's width, for a layout that changes with the viewport's (the table turns into cards), which
 * a frame cannot narrow: the demo's tests check that one at 360 px.
 */
export function inPseudoLocale(ready: Ready, { wide = false } = {}) {
  return {
    parameters: { locale: 'pseudo' },
    decorators: [wide ? frame : narrow],
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await ready(canvasElement);
      const frame = canvasElement.querySelector<HTMLElement>('[data-frame]') as HTMLElement;
      await waitFor(() => {
        const problems = overflowing(frame);
        expect(problems, problems.join('; ')).toEqual([]);
      });
    },
  };
}
