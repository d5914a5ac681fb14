import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ExampleServer, startExampleServer } from './server.ts';

const elementsPackage = fileURLToPath(new URL('../../packages/elements', import.meta.url));

/**
 * The example as its journeys use it: the elements built from source as the package ships them,
 * into a folder of this run's own (the package's own `dist` is left alone), and the example's
 * server serving them. `stop` closes the server and removes the build.
 */
export async function startBuiltExample(): Promise<{
  server: ExampleServer;
  stop(): Promise<void>;
}> {
  const elements = mkdtempSync(join(tmpdir(), 'unistay-elements-'));
  const built = spawnSync('pnpm', ['exec', 'vite', 'build', '--outDir', elements], {
    cwd: elementsPackage,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) {
    rmSync(elements, { recursive: true, force: true });
    throw new Error(`The elements' build failed:\n${built.stdout}${built.stderr}`);
  }
  const server = await startExampleServer({ elements });
  return {
    server,
    async stop() {
      await server.close();
      rmSync(elements, { recursive: true, force: true });
    },
  };
}

/** An enquiry as the sandbox holds it, read as the partner's server would. */
export async function storedEnquiry(server: ExampleServer, id: string) {
  const [partner] = server.sandbox.partners;
  const response = await server.sandbox.handle(
    new Request(`https://partner-api.test/api/enquiries/${encodeURIComponent(id)}`, {
      headers: {
        'X-API-PARTNER-ID': partner?.partnerId ?? '',
        Authorization: `Bearer ${partner?.accessToken ?? ''}`,
      },
    }),
  );
  return (await response.json()).data.item;
}

/** What `allDrawn` uses of a page: Playwright's, or one of another engine (`EnginePage`). */
interface PageLike {
  locator(selector: string): {
    getByRole(role: string, options: { name: string }): { waitFor(): Promise<unknown> };
    nth(index: number): {
      getByRole(role: string, options: { name: string }): { waitFor(): Promise<unknown> };
    };
  };
}

/**
 * Every element drawn: the room with its button, both forms with their human check, the hosted
 * checkout button.
 */
export async function allDrawn(page: PageLike) {
  await page
    .locator('unistay-room')
    .getByRole('button', { name: 'Continue to secure checkout' })
    .waitFor();
  for (const form of [0, 1].map((index) => page.locator('unistay-enquiry-form').nth(index))) {
    await form.getByRole('button', { name: 'Send enquiry' }).waitFor();
    // The human check's widget is code of its own, loaded after the form.
    await form.getByRole('checkbox', { name: 'I am a person' }).waitFor();
  }
  await page
    .locator('unistay-hosted-checkout-button')
    .getByRole('button', { name: 'Continue to secure checkout' })
    .waitFor();
}

/** The styles a stylesheet could change, whatever the width the page gives an element. */
export const STYLE_PROPERTIES = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-align',
  'display',
  'visibility',
  'opacity',
  'transform',
  'float',
  'box-sizing',
  'cursor',
  'margin-block-start',
  'margin-inline-start',
  'padding-block-start',
  'padding-inline-start',
  'border-block-start-width',
  'border-block-start-style',
  'border-block-start-color',
];

/** Each element inside each Unistay element, with the styles it is drawn with. */
export function insideStyles(properties: readonly string[]) {
  return [
    ...document.querySelectorAll(
      'unistay-room, unistay-enquiry-form, unistay-hosted-checkout-button',
    ),
  ].flatMap((host) =>
    [...(host.shadowRoot?.querySelectorAll('*') ?? [])].map((element) => {
      const style = getComputedStyle(element);
      return `${element.localName}.${element.getAttribute('class') ?? ''}: ${properties.map((name) => style.getPropertyValue(name)).join(' | ')}`;
    }),
  );
}

/** The page's own elements (its header, headings, text), with the styles they are drawn with. */
export function pageStyles(properties: readonly string[]) {
  return [
    ...document.querySelectorAll(
      'header, header *, main > h1, main > h2, main > p, .site-heard h2',
    ),
  ].map((element) => {
    const style = getComputedStyle(element);
    return `${element.localName}: ${properties.map((name) => style.getPropertyValue(name)).join(' | ')}`;
  });
}
