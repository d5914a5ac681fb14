// Runs inside the page under test, in every engine, after Testing Library's DOM bundle: the same
// code finds elements by role, label and text in Chromium, Firefox and WebKit, so a journey means
// the same thing in each. Plain JavaScript read as text, never imported: the test's own transform
// must not touch what the page runs. It installs `window.__unistay` once per document.
(() => {
  if (window.__unistay) return;
  const dom = window.TestingLibraryDom;
  const problems = [];

  // What went wrong in the page, drained by every call so a navigation loses as little as it can.
  window.addEventListener('error', (event) => problems.push(`error: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) =>
    problems.push(`unhandled rejection: ${event.reason}`),
  );
  document.addEventListener('securitypolicyviolation', (event) =>
    problems.push(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI}`),
  );
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    problems.push(args.map(String).join(' '));
    consoleError(...args);
  };

  // Playwright's meaning of a name or text: a string matches case-insensitively as a substring
  // with whitespace collapsed, unless exact; a pattern is a regular expression.
  const collapse = (text) => text.replace(/\s+/g, ' ').trim();
  const matcherOf = (wanted, exact) => {
    if (wanted === undefined) return undefined;
    if (typeof wanted === 'object') {
      const pattern = new RegExp(wanted.source, wanted.flags);
      return (text) => pattern.test(collapse(text ?? ''));
    }
    if (exact) return (text) => collapse(text ?? '') === collapse(wanted);
    const lower = collapse(wanted).toLowerCase();
    return (text) =>
      collapse(text ?? '')
        .toLowerCase()
        .includes(lower);
  };

  const UNREAD = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);

  // Playwright's locators look inside open shadow roots (a custom element's): so do these, each
  // query run in the root and in every shadow root below it.
  const shadowRootsIn = (root) =>
    [...(root.nodeType === Node.ELEMENT_NODE ? [root] : []), ...root.querySelectorAll('*')].flatMap(
      (element) =>
        element.shadowRoot ? [element.shadowRoot, ...shadowRootsIn(element.shadowRoot)] : [],
    );

  const stepMatches = (root, step) =>
    step.by === 'nth' || step.by === 'hasText'
      ? stepMatchesIn(root, step)
      : [root, ...shadowRootsIn(root)].flatMap((scope) => stepMatchesIn(scope, step));

  const stepMatchesIn = (root, step) => {
    switch (step.by) {
      case 'role':
        return dom.queryAllByRole(root, step.role, {
          name: matcherOf(step.name, step.exact),
          level: step.level,
          checked: step.checked,
        });
      case 'label': {
        const match = matcherOf(step.text, step.exact);
        return dom.queryAllByLabelText(root, (label) => match(label));
      }
      case 'text': {
        // The innermost elements whose text matches, as Playwright's getByText finds them.
        const match = matcherOf(step.text, step.exact);
        const holding = (element) => !UNREAD.has(element.tagName) && match(element.textContent);
        const candidates = root instanceof ShadowRoot ? '*' : 'body, body *';
        return Array.from(root.querySelectorAll(candidates)).filter(
          (element) => holding(element) && !Array.from(element.children).some(holding),
        );
      }
      case 'css':
        return Array.from(root.querySelectorAll(step.selector));
      case 'hasText': {
        const match = matcherOf(step.text, false);
        return match(root.textContent) ? [root] : [];
      }
      default:
        throw new Error(`Unknown step ${JSON.stringify(step)}`);
    }
  };

  /** Every element the chain of steps finds, in document order, each once. */
  const resolve = (steps) => {
    let found = [document];
    for (const step of steps) {
      if (step.by === 'nth') {
        const at = step.index < 0 ? found.length + step.index : step.index;
        found = found[at] ? [found[at]] : [];
        continue;
      }
      found = [...new Set(found.flatMap((root) => stepMatches(root, step)))];
    }
    return found.filter((node) => node !== document);
  };

  const visible = (element) => {
    if (!element.isConnected) return false;
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0 && element.getClientRects().length === 0) return false;
    return getComputedStyle(element).visibility !== 'hidden';
  };

  /** The one element the chain finds, ready for a person to use it, or why not yet. */
  const usable = (steps) => {
    const found = resolve(steps);
    if (found.length === 0) return { waiting: 'no element matches' };
    if (found.length > 1) return { error: `${found.length} elements match` };
    const [element] = found;
    if (!visible(element)) return { waiting: 'the element is not visible' };
    if (element.disabled || element.getAttribute('aria-disabled') === 'true') {
      return { waiting: 'the element is disabled' };
    }
    element.scrollIntoView({ block: 'center', inline: 'center' });
    return { element };
  };

  // The way Playwright fills what typing cannot (a date, a colour): the value set through the
  // element's own setter, so React's tracker sees it, then the events a person's edit fires.
  const setValue = (element, value) => {
    const prototype = Object.getPrototypeOf(element);
    Object.getOwnPropertyDescriptor(prototype, 'value').set.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
  };

  window.__unistay = {
    drainProblems: () => problems.splice(0),
    resolve,
    usable,
    visible,
    setValue,
  };
})();
