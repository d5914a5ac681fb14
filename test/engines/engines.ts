import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium } from 'playwright';
import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { type Engine, type EngineTab, IN_PAGE_SCRIPT, type Key, LostAnswerError } from './page.ts';

/**
 * The three engines students' browsers are built on, each driven the way it can be here: Chromium
 * by Playwright, Firefox (Debian's ESR) by puppeteer-core over WebDriver BiDi, WebKit (WebKitGTK,
 * Safari's engine) by its own W3C WebDriver server under a virtual display. Every engine answers
 * in the page's language British English, and gives each tab a browser of its own.
 */

export type EngineName = Engine['name'];
const LANGUAGE = 'en-GB';
const DEFAULT_VIEWPORT = { width: 1280, height: 900 };

export function launchEngine(name: EngineName): Promise<Engine> {
  switch (name) {
    case 'chromium':
      return launchChromium();
    case 'firefox':
      return launchFirefox();
    case 'webkit':
      return launchWebKit();
  }
}

/** Runs a function given as source text on JSON arguments: an expression every engine evaluates. */
const call = (source: string, args: unknown[]) =>
  `(${source}).apply(null, ${JSON.stringify(args)})`;

/** Playwright and puppeteer name keys alike, save for the Space bar. */
const keyName = (key: string) => (key === 'Space' ? ' ' : key);

async function launchChromium(): Promise<Engine> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  return {
    name: 'chromium',
    async newTab(viewport = DEFAULT_VIEWPORT) {
      const context = await browser.newContext({ viewport, locale: LANGUAGE });
      await context.addInitScript({ content: IN_PAGE_SCRIPT });
      const page = await context.newPage();
      return {
        run: <Result>(source: string, args: unknown[]) =>
          page.evaluate(call(source, args)) as Promise<Result>,
        runForElement: async (source, args) =>
          (await page.evaluateHandle(call(source, args))).asElement(),
        click: (element) => (element as NonNullable<Awaited<ReturnType<typeof page.$>>>).click(),
        press: (key) => page.keyboard.press(keyName(key)),
        type: (text) => page.keyboard.type(text),
        goto: async (url) => void (await page.goto(url)),
        reload: async () => void (await page.reload()),
        goBack: async () => void (await page.goBack()),
        url: async () => page.url(),
        screenshot: async (path) => void (await page.screenshot({ path, fullPage: true })),
        close: () => context.close(),
      } satisfies EngineTab;
    },
    close: () => browser.close(),
  };
}

async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    extraPrefsFirefox: { 'intl.accept_languages': LANGUAGE, 'intl.locale.requested': LANGUAGE },
  });
  return {
    name: 'firefox',
    async newTab(viewport = DEFAULT_VIEWPORT) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      await page.evaluateOnNewDocument(IN_PAGE_SCRIPT);
      const press = async (key: Key) => {
        const [modifier, pressed] = key.includes('+') ? key.split('+') : [undefined, key];
        if (modifier) await page.keyboard.down(modifier as 'Shift');
        await page.keyboard.press(keyName(pressed) as 'Tab');
        if (modifier) await page.keyboard.up(modifier as 'Shift');
      };
      return {
        run: <Result>(source: string, args: unknown[]) =>
          page.evaluate(call(source, args)) as Promise<Result>,
        runForElement: async (source, args) =>
          (await page.evaluateHandle(call(source, args))).asElement(),
        click: (element) => (element as ElementHandle).click(),
        press,
        type: (text) => page.keyboard.type(text),
        goto: async (url) => void (await page.goto(url)),
        reload: async () => void (await page.reload()),
        goBack: async () => void (await page.goBack()),
        url: async () => page.url(),
        screenshot: async (path) =>
          void (await page.screenshot({ path: path as `${string}.png`, fullPage: true })),
        close: () => context.close(),
      } satisfies EngineTab;
    },
    close: () => browser.close(),
  };
}

const WEBKIT_BROWSER =
  process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** How a W3C WebDriver server names an element it returns. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
/** W3C WebDriver's code points for the keys journeys press. */
const WEBDRIVER_KEYS: Record<string, string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Escape: '\uE00C',
  Space: ' ',
  Backspace: '\uE003',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Home: '\uE011',
  End: '\uE010',
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * WebKitGTK's driver allows one session, so each tab is a browser of its own: a driver on a free
 * port under a virtual display of its own, started in about a second.
 */
async function launchWebKit(): Promise<Engine> {
  const drivers = new Set<ChildProcess>();
  const stop = (driver: ChildProcess) => {
    drivers.delete(driver);
    // The display, the driver and the browser are one process group.
    if (driver.pid) {
      try {
        process.kill(-driver.pid, 'SIGTERM');
      } catch {
        // Gone already.
      }
    }
  };
  return {
    name: 'webkit',
    async newTab(viewport = DEFAULT_VIEWPORT) {
      const port = await freePort();
      const driver = spawn(
        'xvfb-run',
        ['-a', '-s', '-screen 0 1400x1200x24', 'WebKitWebDriver', `--port=${port}`],
        { detached: true, stdio: 'ignore', env: { ...process.env, LANG: 'en_GB.UTF-8' } },
      );
      drivers.add(driver);
      const server = `http://127.0.0.1:${port}`;
      const command = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
        const response = await fetch(`${server}${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const { value } = (await response.json()) as { value: T & { message?: string } };
        if (!response.ok) {
          const message = `WebKit: ${value.message ?? JSON.stringify(value)}`;
          throw /Could not parse script result/.test(message)
            ? new LostAnswerError(message)
            : new Error(message);
        }
        return value;
      };
      const started = Date.now();
      for (;;) {
        const ready = await command('GET', '/status').then(
          () => true,
          () => false,
        );
        if (ready) break;
        if (Date.now() - started > 20_000) throw new Error('WebKitWebDriver did not start');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const { sessionId } = await command<{ sessionId: string }>('POST', '/session', {
        capabilities: {
          alwaysMatch: {
            'webkitgtk:browserOptions': { binary: WEBKIT_BROWSER, args: ['--automation'] },
          },
        },
      });
      const session = (path: string) => `/session/${sessionId}${path}`;
      await command('POST', session('/window/rect'), viewport);
      await command('POST', session('/timeouts'), { script: 30_000 });

      // No script runs before the page's own here: the in-page helpers arrive with the first call
      // after each navigation, so an error the page reports before then is not seen.
      const execute = async <T>(source: string, args: unknown[]): Promise<T> => {
        const script = `if (!window.__unistay) return { __unistayMissing: true };
          return (${source}).apply(null, arguments);`;
        const result = await command<T & { __unistayMissing?: true }>(
          'POST',
          session('/execute/sync'),
          { script, args },
        );
        if (result && typeof result === 'object' && result.__unistayMissing) {
          await command('POST', session('/execute/sync'), {
            script: `${IN_PAGE_SCRIPT};\nreturn true;`,
            args: [],
          });
          return command<T>('POST', session('/execute/sync'), { script, args });
        }
        return result;
      };
      const keys = (presses: string[][]) =>
        command('POST', session('/actions'), {
          actions: [
            {
              type: 'key',
              id: 'keyboard',
              actions: presses.flatMap((chord) => [
                ...chord.map((value) => ({ type: 'keyDown', value })),
                ...[...chord].reverse().map((value) => ({ type: 'keyUp', value })),
              ]),
            },
          ],
        });
      const keyOf = (name: string) => WEBDRIVER_KEYS[name] ?? name;
      return {
        run: <Result>(source: string, args: unknown[]) => execute<Result>(source, args),
        runForElement: (source, args) => execute(source, args),
        click: async (element) => {
          await command(
            'POST',
            session(`/element/${(element as Record<string, string>)[ELEMENT_KEY]}/click`),
            {},
          );
        },
        press: async (key) => {
          await keys([key.split('+').map(keyOf)]);
        },
        type: async (text) => {
          await keys([...text].map((character) => [character]));
        },
        goto: async (url) => void (await command('POST', session('/url'), { url })),
        reload: async () => void (await command('POST', session('/refresh'), {})),
        goBack: async () => void (await command('POST', session('/back'), {})),
        url: () => command<string>('GET', session('/url')),
        screenshot: async (path) =>
          writeFileSync(
            path,
            Buffer.from(await command<string>('GET', session('/screenshot')), 'base64'),
          ),
        close: async () => {
          await command('DELETE', session('')).catch(() => undefined);
          stop(driver);
        },
      } satisfies EngineTab;
    },
    async close() {
      for (const driver of [...drivers]) stop(driver);
    },
  };
}
