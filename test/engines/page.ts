import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * A page in any engine, found and used as Playwright's locators are (`getByRole`, `getByLabel`,
 * `fill`, `check`...), so a journey is written once and runs in Chromium, Firefox and WebKit. Each
 * engine supplies only what differs ({@link EngineTab}: running code in the page, a click, a key);
 * finding elements is the same code in every engine (Testing Library's, run in the page).
 */

const require = createRequire(import.meta.url);

/** What the page runs before anything is found: Testing Library's DOM queries, then ours. */
export const IN_PAGE_SCRIPT = [
  readFileSync(
    require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
    'utf8',
  ),
  readFileSync(new URL('./inPage.js', import.meta.url), 'utf8'),
].join(';\n');

/** A name or text as a journey gives it: a string (a substring unless exact) or a pattern. */
type Wanted = string | RegExp;
type SentWanted = string | { source: string; flags: string };

export type Step =
  | {
      by: 'role';
      role: string;
      name?: SentWanted;
      exact?: boolean;
      level?: number;
      checked?: boolean;
    }
  | { by: 'label' | 'text'; text: SentWanted; exact?: boolean }
  | { by: 'css'; selector: string }
  | { by: 'hasText'; text: SentWanted }
  | { by: 'nth'; index: number };

/** A key as journeys name them: 'Tab', 'Shift+Tab', 'Enter', 'Space', 'ArrowDown'... */
export type Key = string;

/** What one engine does for one tab. Functions run in the page are given as source text. */
export interface EngineTab<Element = unknown> {
  /** Runs the function `source` in the page on `args` (JSON), the in-page helpers installed. */
  run<Result>(source: string, args: unknown[]): Promise<Result>;
  /** As `run`, for a function that returns an element: what the engine clicks. */
  runForElement(source: string, args: unknown[]): Promise<Element | null>;
  /** A person's click in the middle of the element. */
  click(element: Element): Promise<void>;
  /** Presses and releases a key, with Shift when it says so ('Shift+Tab'). */
  press(key: Key): Promise<void>;
  /** Types text with the keyboard into whatever has the focus. */
  type(text: string): Promise<void>;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  goBack(): Promise<void>;
  url(): Promise<string>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  name: 'chromium' | 'firefox' | 'webkit';
  /** A tab in a browser of its own: no storage or cookies shared with any other. */
  newTab(viewport?: { width: number; height: number }): Promise<EngineTab>;
  close(): Promise<void>;
}

const sent = (wanted: Wanted): SentWanted =>
  wanted instanceof RegExp ? { source: wanted.source, flags: wanted.flags } : wanted;

/** Waits this long for what a journey waits for, as Playwright's default would. */
const WAIT_MS = 15_000;

/**
 * A driver that lost a script's answer (WebKitWebDriver's "Could not parse script result", seen
 * once in some thousand reads on a busy machine): a read that only looks is asked again, as
 * Playwright's locators retry; a script that changed the page is never run twice.
 */
export class LostAnswerError extends Error {}

async function until<T>(
  attempt: () => Promise<{ done: true; value: T } | { done: false; why: string }>,
  timeout = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const outcome = await attempt().catch((error: unknown) => {
      if (error instanceof LostAnswerError) return { done: false as const, why: error.message };
      throw error;
    });
    if (outcome.done) return outcome.value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms: ${outcome.why}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Found = { waiting: string } | { error: string } | { element: true };

/** Something on the page, found lazily each time it is used, as a Playwright locator is. */
export class Locator {
  constructor(
    protected readonly tab: EngineTab,
    protected readonly steps: Step[],
    /** Problems the page reported, drained as the journey goes. */
    protected readonly problems: string[],
  ) {}

  protected chained(step: Step) {
    return new Locator(this.tab, [...this.steps, step], this.problems);
  }

  getByRole(
    role: string,
    options: { name?: Wanted; exact?: boolean; level?: number; checked?: boolean } = {},
  ) {
    const { name, ...rest } = options;
    return this.chained({
      by: 'role',
      role,
      ...rest,
      ...(name === undefined ? {} : { name: sent(name) }),
    });
  }

  getByLabel(text: Wanted, options: { exact?: boolean } = {}) {
    return this.chained({ by: 'label', text: sent(text), ...options });
  }

  getByText(text: Wanted, options: { exact?: boolean } = {}) {
    return this.chained({ by: 'text', text: sent(text), ...options });
  }

  locator(selector: string, options: { hasText?: Wanted } = {}) {
    const found = this.chained({ by: 'css', selector });
    return options.hasText === undefined
      ? found
      : found.chained({ by: 'hasText', text: sent(options.hasText) });
  }

  first() {
    return this.chained({ by: 'nth', index: 0 });
  }

  last() {
    return this.chained({ by: 'nth', index: -1 });
  }

  nth(index: number) {
    return this.chained({ by: 'nth', index });
  }

  /** Runs `source` in the page with the elements found, and the page's problems drained. */
  protected async inPage<Result>(source: string, ...args: unknown[]): Promise<Result> {
    const { value, problems } = await this.tab.run<{ value: Result; problems: string[] }>(
      `(steps, ...args) => ({
        value: (${source})(window.__unistay.resolve(steps), ...args),
        problems: window.__unistay.drainProblems(),
      })`,
      [this.steps, ...args],
    );
    this.problems.push(...problems);
    return value;
  }

  /** The one element found, once it is visible and enabled, scrolled into view. */
  protected async usable() {
    await until(async () => {
      const found = await this.tab.run<Found>(
        `(steps) => {
          const found = window.__unistay.usable(steps);
          return found.element ? { element: true } : found;
        }`,
        [this.steps],
      );
      if ('error' in found) throw new Error(`${found.error}: ${JSON.stringify(this.steps)}`);
      if ('waiting' in found)
        return { done: false, why: `${found.waiting}: ${JSON.stringify(this.steps)}` };
      return { done: true, value: true };
    });
    const element = await this.tab.runForElement(
      '(steps) => window.__unistay.resolve(steps)[0] ?? null',
      [this.steps],
    );
    if (!element)
      throw new Error(`It went as it was about to be used: ${JSON.stringify(this.steps)}`);
    return element;
  }

  /** The one element found (waiting for it), for reading. */
  private async one<Result>(source: string, ...args: unknown[]): Promise<Result> {
    await this.waitFor({ state: 'attached' });
    return this.inPage(
      `(found, ...args) => {
        if (found.length > 1) throw new Error(found.length + ' elements match');
        return (${source})(found[0], ...args);
      }`,
      ...args,
    );
  }

  count() {
    return this.inPage<number>('(found) => found.length');
  }

  async waitFor({
    state = 'visible',
    timeout,
  }: {
    state?: 'visible' | 'hidden' | 'attached' | 'detached';
    timeout?: number;
  } = {}) {
    await until(async () => {
      const seen = await this.inPage<{ attached: number; visible: number }>(
        `(found) => ({
          attached: found.length,
          visible: found.filter((element) => window.__unistay.visible(element)).length,
        })`,
      );
      const done =
        state === 'attached'
          ? seen.attached > 0
          : state === 'detached'
            ? seen.attached === 0
            : state === 'visible'
              ? seen.visible > 0
              : seen.visible === 0;
      return done
        ? { done: true, value: undefined }
        : { done: false, why: `waiting for ${state}: ${JSON.stringify(this.steps)}` };
    }, timeout);
  }

  isVisible() {
    return this.inPage<boolean>(
      '(found) => found.length > 0 && window.__unistay.visible(found[0])',
    );
  }

  textContent() {
    return this.one<string | null>('(element) => element.textContent');
  }

  allTextContents() {
    return this.inPage<string[]>('(found) => found.map((element) => element.textContent ?? "")');
  }

  inputValue() {
    return this.one<string>('(element) => element.value');
  }

  isChecked() {
    return this.one<boolean>(
      '(element) => element.checked ?? element.getAttribute("aria-checked") === "true"',
    );
  }

  isFocused() {
    // The focus as the element's own tree sees it: inside a shadow root, the document's is its host.
    return this.one<boolean>('(element) => element === element.getRootNode().activeElement');
  }

  getAttribute(name: string) {
    return this.one<string | null>('(element, name) => element.getAttribute(name)', name);
  }

  async click() {
    await this.tab.click(await this.usable());
  }

  async check() {
    if (!(await this.isChecked())) await this.click();
    await until(async () =>
      (await this.isChecked())
        ? { done: true, value: undefined }
        : { done: false, why: `not checked: ${JSON.stringify(this.steps)}` },
    );
  }

  /** Gives the element the focus, as a click or Tab would, without moving anything. */
  async focus() {
    await this.usable();
    await this.inPage('(found) => found[0].focus()');
  }

  /** Focuses the element, then presses `key` on it. */
  async press(key: Key) {
    await this.focus();
    await this.tab.press(key);
  }

  /**
   * Replaces the field's value as a person would: typed with the keyboard, over what was there.
   * Dates and times, which engines' own pickers take differently, are set as Playwright's `fill`
   * sets them, with the events of an edit.
   */
  async fill(value: string) {
    await this.usable();
    const typed = await this.inPage<boolean>(
      `(found, value) => {
        const element = found[0];
        if (/^(date|time|datetime-local|month|week|color|range)$/.test(element.type)) {
          window.__unistay.setValue(element, value);
          return false;
        }
        element.focus();
        element.select?.();
        return true;
      }`,
      value,
    );
    if (!typed) return;
    if (value === '') await this.tab.press('Backspace');
    else await this.tab.type(value);
  }

  /** Chooses the option whose value or label is `value`, as Playwright's `selectOption` does. */
  async selectOption(value: string) {
    await this.usable();
    await this.inPage(
      `(found, value) => {
        const select = found[0];
        const option = Array.from(select.options).find(
          (option) => option.value === value || option.label === value,
        );
        if (!option) throw new Error('No option ' + value);
        select.focus();
        window.__unistay.setValue(select, option.value);
      }`,
      value,
    );
  }

  /** Runs `fn` in the page on the one element found, as Playwright's `evaluate` does. */
  evaluate<Result, Arg>(fn: (element: HTMLElement, arg: Arg) => Result, arg?: Arg) {
    return this.one<Result>(fn.toString(), arg);
  }
}

/** A tab: the whole document as a locator, and what a person does to a page. */
export class EnginePage extends Locator {
  readonly keyboard: { press(key: Key): Promise<void>; type(text: string): Promise<void> };

  constructor(tab: EngineTab, problems: string[] = []) {
    super(tab, [], problems);
    this.keyboard = { press: (key) => tab.press(key), type: (text) => tab.type(text) };
  }

  /** What the page reported as wrong so far: console errors, uncaught errors, CSP violations. */
  async reportedProblems() {
    await this.drainProblems();
    return [...this.problems];
  }

  /** Collects what the page has reported so far: before it is left, or read. */
  private async drainProblems() {
    await this.inPage('() => undefined').catch(() => undefined);
  }

  async goto(url: string) {
    await this.drainProblems();
    await this.tab.goto(url);
  }

  async reload() {
    await this.drainProblems();
    await this.tab.reload();
  }

  async goBack() {
    await this.drainProblems();
    await this.tab.goBack();
  }

  url() {
    return this.tab.url();
  }

  async waitForURL(pattern: RegExp) {
    await until(async () => {
      const url = await this.tab.url();
      return pattern.test(url)
        ? { done: true, value: undefined }
        : { done: false, why: `at ${url}, not ${pattern}` };
    });
  }

  /** Runs `fn` in the page, as Playwright's `page.evaluate` does. */
  pageEvaluate<Result, Arg>(fn: (arg: Arg) => Result, arg?: Arg) {
    return this.inPage<Result>(`(found, arg) => (${fn.toString()})(arg)`, arg);
  }

  screenshot(path: string) {
    return this.tab.screenshot(path);
  }

  close() {
    return this.tab.close();
  }
}

/** What a journey's steps use of a part of a page: Playwright's page and locators have it, and ours. */
export interface Usable {
  click(): Promise<void>;
  fill(value: string): Promise<void>;
  check(): Promise<void>;
  selectOption(value: string): Promise<unknown>;
  waitFor(options?: {
    state?: 'visible' | 'hidden' | 'attached' | 'detached';
    timeout?: number;
  }): Promise<void>;
  textContent(): Promise<string | null>;
}

/** A page, or a part of one, whose elements a journey finds by role and label in any engine. */
export interface Findable {
  getByRole(role: string, options?: { name?: Wanted; exact?: boolean; level?: number }): Usable;
  getByLabel(text: Wanted, options?: { exact?: boolean }): Usable;
}
