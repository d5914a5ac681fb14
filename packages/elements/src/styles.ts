import uiStyles from '@unistay/ui/styles.css?inline';

/**
 * What makes `@unistay/ui`'s stylesheet right inside a shadow root, put before it:
 * - the box starts from nothing the page's styles could leak in by inheritance (`all: initial`
 *   resets every inherited property: a theme's `body { letter-spacing }`, `text-transform`);
 * - sizes count from the student's own default font size (`--unistay-rem`, registered as a length
 *   so it is worked out here), not the page's `html { font-size: 62.5% }`.
 */
const DROP_IN_BASE = `
:host { display: block; }
:host([hidden]) { display: none; }
.unistay-drop-in { all: initial; display: block; font-family: var(--unistay-font); --unistay-rem: 1em; }
`;

/** The first rule on `.unistay-root`: its defaults, and the type it sets from them. */
const ROOT_DEFAULTS = /\.unistay-root\s*\{([^}]*--unistay-font\s*:[^}]*)\}/;

/**
 * The stylesheet as the elements use it. Its defaults (the custom properties) are set on the
 * element (`:host`), where the partner's own values (`unistay-room { --unistay-color-accent: … }`)
 * win over them, and `data-theme` is read on the element; every `rem` counts from `--unistay-rem`.
 */
export function dropInStylesheet(css: string = uiStyles): string {
  const adapted = css
    .replace(ROOT_DEFAULTS, (_, body: string) => {
      const declarations = body
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .split(';')
        .map((declaration) => declaration.trim());
      const defaults = declarations.filter((declaration) => declaration.startsWith('--'));
      const type = declarations.filter(
        (declaration) => declaration && !declaration.startsWith('--'),
      );
      return `:host{${defaults.join(';')}}.unistay-root{${type.join(';')}}`;
    })
    .replace(/\[data-theme=("?)(\w+)\1\]\s+\.unistay-root/g, ':host([data-theme="$2"])')
    .replace(/(\d*\.?\d+)rem\b/g, 'calc($1 * var(--unistay-rem, 1rem))');
  return DROP_IN_BASE + adapted;
}

let shared: CSSStyleSheet | null = null;

/** One stylesheet for every element on the page, adopted by each shadow root. */
export function adoptStyles(root: ShadowRoot) {
  registerRem();
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    if (!shared) {
      shared = new CSSStyleSheet();
      shared.replaceSync(dropInStylesheet());
    }
    root.adoptedStyleSheets = [shared];
    return;
  }
  // Browsers before constructed stylesheets (Safari before 16.4): a <style> of its own.
  const style = document.createElement('style');
  style.textContent = dropInStylesheet();
  root.prepend(style);
}

let registered = false;
/** `--unistay-rem` as a length, so `1em` is worked out where it is set, and inherited as pixels. */
function registerRem() {
  if (registered) return;
  registered = true;
  try {
    CSS.registerProperty({
      name: '--unistay-rem',
      syntax: '<length>',
      inherits: true,
      initialValue: '16px',
    });
  } catch {
    // Registered already (another copy of the script), or no CSS Properties API: `1em` then counts
    // from each part's own font size, close to the same.
  }
}
