import type { LocalePack } from '@unistay/react';
import { untranslated } from '../test/untranslated.js';

/**
 * The story's language, replaceable after its play has run: a story reaches its state in
 * English (its play reads English), then `speak` re-words it in place, as a student switching
 * language would, and what it shows is checked.
 */
let spoken: LocalePack | null = null;
const listeners = new Set<() => void>();
export const storyLanguage = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: () => spoken,
  speak(pack: LocalePack | null) {
    spoken = pack;
    for (const listener of listeners) listener();
  },
};

/** Every string anywhere in `value`, however deep (in strings holding JSON too): its data. */
function stringsIn(value: unknown, into: string[] = [], depth = 0): string[] {
  if (depth > 8) return into;
  if (typeof value === 'string' && /^[[{]/.test(value)) {
    try {
      stringsIn(JSON.parse(value), into, depth + 1);
    } catch {}
  }
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into, depth + 1);
  else if (
    value &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    for (const item of Object.values(value)) stringsIn(item, into, depth + 1);
  }
  return into;
}

/**
 * What people, operators and the API wrote that a story's page may show, gathered while it runs:
 * every answer the API gave (enquiries, rooms, its own error sentences), and everything typed.
 */
const seen = new Set<string>();
export const storyData = {
  /** Starts afresh for a story, listening to what is typed into its page. */
  start(canvas: HTMLElement) {
    seen.clear();
    const remember = (event: Event) => {
      const field = event.target as HTMLInputElement | HTMLTextAreaElement;
      if (field.value) seen.add(field.value);
    };
    canvas.addEventListener('input', remember, true);
    canvas.addEventListener('change', remember, true);
  },
  /** Keeps every string of an API answer (a copy of it: the page reads the answer itself). */
  async answered(response: Response) {
    if (!response.headers.get('content-type')?.includes('json')) return;
    for (const text of stringsIn(
      await response
        .clone()
        .json()
        .catch(() => null),
    ))
      seen.add(text);
  },
  /** Everything gathered, with the story's own arguments and parameters (its faults' sentences). */
  all: (args: unknown, parameters: unknown) => [
    ...seen,
    ...stringsIn(args),
    ...stringsIn(parameters),
  ],
};

/** Re-words the story in `pack`, in place: resolves once every root a component renders has it. */
async function speak(pack: LocalePack, canvas: HTMLElement) {
  storyLanguage.speak(pack);
  const deadline = Date.now() + 5_000;
  while (
    Date.now() < deadline &&
    [...canvas.querySelectorAll('[lang]')].some((root) => root.getAttribute('lang') !== pack.locale)
  ) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Re-words the story in `pack` and lists what it shows that is not from the packs. */
export async function untranslatedIn(
  pack: LocalePack,
  canvas: HTMLElement,
  data: readonly string[],
  formatLocale?: string,
): Promise<string[]> {
  await speak(pack, canvas);
  return untranslated(canvas, data, formatLocale ? [pack.locale, formatLocale] : [pack.locale]);
}

/** Controls a keyboard user must be able to reach, visible and enabled. */
const CONTROLS =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What a student reading right to left on a phone cannot use: the story re-worded in Arabic and
 * narrowed to 360 px, anything that sticks out or is cut off, any control Tab never reaches (a
 * radio group is reached through any of its radios), and what axe finds.
 */
export async function unusableInArabic(
  pack: LocalePack,
  canvas: HTMLElement,
  {
    overflowing,
    tab,
    axe,
  }: {
    overflowing: (frame: HTMLElement) => string[];
    tab: () => Promise<void>;
    axe: (root: HTMLElement) => Promise<string[]>;
  },
): Promise<string[]> {
  await speak(pack, canvas);
  const problems: string[] = [];
  const width = canvas.style.inlineSize;
  canvas.style.inlineSize = '360px';
  try {
    problems.push(...overflowing(canvas).map((problem) => `at 360 px: ${problem}`));

    // A control hidden from assistive technology and the tab order on purpose (a form's honeypot,
    // there for bots alone) is no control a person should reach.
    const controls = [...canvas.querySelectorAll<HTMLElement>(CONTROLS)].filter(
      (control) => control.checkVisibility() && !control.closest('[aria-hidden="true"]'),
    );
    const reached = new Set<Element>();
    (document.activeElement as HTMLElement | null)?.blur();
    for (let press = 0; press < controls.length * 2 + 5; press++) {
      await tab();
      if (document.activeElement) reached.add(document.activeElement);
    }
    const reachedGroups = new Set(
      [...reached].flatMap((element) =>
        element instanceof HTMLInputElement && element.type === 'radio' ? [element.name] : [],
      ),
    );
    for (const control of controls) {
      const inReachedGroup =
        control instanceof HTMLInputElement &&
        control.type === 'radio' &&
        reachedGroups.has(control.name);
      if (!reached.has(control) && !inReachedGroup) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
        problems.push(`Tab never reaches ${control.tagName.toLowerCase()} "${name.slice(0, 40)}"`);
      }
    }
    problems.push(...(await axe(canvas)));
  } finally {
    canvas.style.inlineSize = width;
  }
  return problems;
}
