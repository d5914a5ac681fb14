/**
 * WCAG 1.4.11, non-text contrast, measured on what the browser draws: what shows a field is there
 * (its border, or its fill) and the ring that shows where the focus is are 3:1 or more against the
 * colour around them. Text is axe's (1.4.3); buttons are known by their words, and disabled
 * controls are exempt, as WCAG says.
 */

type Rgba = readonly [number, number, number, number];

const LEAST = 3;

/** `rgb(…)` or `rgba(…)`, as `getComputedStyle` writes a colour given in hex or by name. */
function parseColour(value: string): Rgba | null {
  const parts = value
    .match(/^rgba?\(([^)]+)\)$/)?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean);
  if (!parts || parts.length < 3) return null;
  const [r, g, b, a = '1'] = parts;
  return [
    Number(r),
    Number(g),
    Number(b),
    a.endsWith('%') ? Number.parseFloat(a) / 100 : Number(a),
  ];
}

/** `top` laid over `bottom`: what the eye sees of a colour that lets some through. */
const over = (top: Rgba, bottom: Rgba): Rgba => {
  const alpha = top[3] + bottom[3] * (1 - top[3]);
  if (alpha === 0) return [0, 0, 0, 0];
  const mix = (i: 0 | 1 | 2) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / alpha;
  return [mix(0), mix(1), mix(2), alpha];
};

/** The colour behind `element`: its own background and its ancestors', laid over white. */
function backgroundOf(element: Element | null): Rgba {
  const layers: Rgba[] = [];
  for (let node = element; node; node = node.parentElement) {
    const colour = parseColour(getComputedStyle(node).backgroundColor);
    if (colour && colour[3] > 0) layers.push(colour);
    if (colour?.[3] === 1) break;
  }
  return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
}

const luminance = ([r, g, b]: Rgba) => {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/** WCAG's contrast ratio of `colour` (laid over `behind`) against `behind`. */
export function contrast(colour: Rgba, behind: Rgba) {
  const [lighter, darker] = [luminance(over(colour, behind)), luminance(behind)].sort(
    (a, b) => b - a,
  );
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

const FIELDS =
  'input:not([type="hidden"]):not([type="submit"]):not([type="button"]), select, textarea';
const FOCUSABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"]), .unistay-error-summary';

const shown = (element: HTMLElement) =>
  element.checkVisibility() && !element.closest('[aria-hidden="true"]');
const enabled = (element: HTMLElement) => !element.matches(':disabled');
const nameOf = (element: HTMLElement) =>
  `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
    element.getAttribute('name') ? ` name="${element.getAttribute('name')}"` : ''
  }`;
const ratio = (value: number) => `${value.toFixed(2)}:1`;

/**
 * Each field's edge against what is around it: its border where it has one, or its fill. A native
 * checkbox or radio the browser draws itself is the browser's.
 */
function faintFields(canvas: HTMLElement): string[] {
  return [...canvas.querySelectorAll<HTMLElement>(FIELDS)]
    .filter((field) => shown(field) && enabled(field))
    .filter((field) => {
      const style = getComputedStyle(field);
      return !(
        /^(checkbox|radio)$/.test((field as HTMLInputElement).type) && style.appearance !== 'none'
      );
    })
    .flatMap((field) => {
      const style = getComputedStyle(field);
      const around = backgroundOf(field.parentElement);
      const fill = contrast(backgroundOf(field), around);
      const border = parseColour(style.borderTopColor);
      const borderContrast =
        border && Number.parseFloat(style.borderTopWidth) > 0 ? contrast(border, around) : 0;
      const best = Math.max(fill, borderContrast);
      return best < LEAST
        ? [
            `non-text contrast (1.4.11): the edge of ${nameOf(field)} is ${ratio(best)} against its background, under ${LEAST}:1`,
          ]
        : [];
    });
}

/**
 * The focus ring (`--unistay-color-focus`, drawn outside each control) against the colour around
 * each control it may be drawn on.
 */
function faintFocusRings(canvas: HTMLElement): string[] {
  return [...canvas.querySelectorAll<HTMLElement>(FOCUSABLE)]
    .filter((target) => shown(target) && enabled(target))
    .flatMap((target) => {
      const root = target.closest('.unistay-root');
      if (!root) return [];
      const set = getComputedStyle(root).getPropertyValue('--unistay-color-focus').trim() !== '';
      const ring = set ? parseColour(colourOf(root, 'var(--unistay-color-focus)')) : null;
      if (!ring) return [`non-text contrast (1.4.11): no focus colour on ${nameOf(target)}`];
      const value = contrast(ring, backgroundOf(target.parentElement));
      return value < LEAST
        ? [
            `non-text contrast (1.4.11): the focus ring of ${nameOf(target)} is ${ratio(value)} against its background, under ${LEAST}:1`,
          ]
        : [];
    });
}

/** A custom property's colour as the browser resolves it (hex, a name) inside `root`. */
function colourOf(root: Element, value: string) {
  const probe = document.createElement('span');
  probe.style.color = value;
  root.append(probe);
  const resolved = getComputedStyle(probe).color;
  probe.remove();
  return resolved;
}

/** Every fault of non-text contrast in the state, in the light theme and in the dark one. */
export function nonTextContrastFaults(canvas: HTMLElement): string[] {
  const check = () => [...faintFields(canvas), ...faintFocusRings(canvas)];
  const light = check();
  // The dark theme is the host page's choice: set on an ancestor, with the page's own background
  // as dark as the theme's surface.
  const root = canvas.querySelector('.unistay-root');
  if (!root) return light;
  const before = { theme: canvas.getAttribute('data-theme'), background: canvas.style.background };
  canvas.setAttribute('data-theme', 'dark');
  canvas.style.background = colourOf(root, 'var(--unistay-color-surface)');
  try {
    return [...light, ...check().map((fault) => `in the dark theme: ${fault}`)];
  } finally {
    if (before.theme === null) canvas.removeAttribute('data-theme');
    else canvas.setAttribute('data-theme', before.theme);
    canvas.style.background = before.background;
  }
}
