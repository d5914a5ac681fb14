import { computeAccessibleName } from 'dom-accessibility-api';

/** What a pointer (a finger, a mouse, voice control's "click …") acts on. */
const TARGETS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';

const words = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The words an element shows: `innerText` leaves out what is hidden, which `textContent` keeps. */
// biome-ignore lint/performance/useDomNodeTextContent: what is shown is the point
const shownText = (element: HTMLElement) => element.innerText;

function targetsIn(canvas: HTMLElement) {
  return [...canvas.querySelectorAll<HTMLElement>(TARGETS)].filter(
    (target) => target.checkVisibility() && !target.closest('[aria-hidden="true"]'),
  );
}

/** A control's words on screen: its own text, or its labels'. */
function visibleLabel(target: HTMLElement) {
  if (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  ) {
    return [...(target.labels ?? [])]
      .filter((label) => label.checkVisibility())
      .map(shownText)
      .join(' ');
  }
  return shownText(target);
}

/**
 * WCAG 2.5.3, label in name: a control's name holds the words it shows, so "click Pay and book"
 * said to voice control finds the button. A control showing no words has nothing to hold.
 */
export function labelsNotInName(canvas: HTMLElement): string[] {
  return targetsIn(canvas).flatMap((target) => {
    const shown = words(visibleLabel(target));
    const name = words(computeAccessibleName(target));
    return shown && !name.includes(shown)
      ? [`label in name (2.5.3): "${shown}" is shown, but the name is "${name}"`]
      : [];
  });
}

/** A link inside a sentence, exempt from the target size (2.5.8's inline exception). */
const inSentence = (target: HTMLElement) =>
  getComputedStyle(target).display === 'inline' &&
  words(target.parentElement ? shownText(target.parentElement) : '') !== words(shownText(target));

const MINIMUM = 24;

/**
 * WCAG 2.5.8, target size (minimum): every target at least 24 by 24 CSS px, or, smaller, with a
 * 24 px circle on its centre touching no other target nor another small target's circle.
 */
export function targetsTooSmall(canvas: HTMLElement): string[] {
  const targets = targetsIn(canvas)
    .filter((target) => !inSentence(target))
    .map((target) => ({ target, box: target.getBoundingClientRect() }));
  const small = (box: DOMRect) => box.width < MINIMUM || box.height < MINIMUM;
  const centre = (box: DOMRect) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  return targets.flatMap(({ target, box }) => {
    if (!small(box)) return [];
    const here = centre(box);
    const crowded = targets.some((other) => {
      if (other.target === target || other.target.contains(target)) return false;
      if (target.contains(other.target)) return false;
      if (small(other.box)) {
        const there = centre(other.box);
        return Math.hypot(here.x - there.x, here.y - there.y) < MINIMUM;
      }
      const dx = Math.max(other.box.left - here.x, 0, here.x - other.box.right);
      const dy = Math.max(other.box.top - here.y, 0, here.y - other.box.bottom);
      return Math.hypot(dx, dy) < MINIMUM / 2;
    });
    const name = words(computeAccessibleName(target)) || target.tagName.toLowerCase();
    return crowded
      ? [
          `target size (2.5.8): "${name}" is ${Math.round(box.width)}×${Math.round(box.height)} px, too near another`,
        ]
      : [];
  });
}
