import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The proxy on the runtimes partners deploy it to besides Node: Deno, Bun and workerd
 * (Cloudflare's, through miniflare), each serving the same bundle of the fetch handler, asked from
 * outside over real HTTP. What every runtime must do alike: a body over the cap is answered 413,
 * and the client receives that answer rather than a connection reset under a body still being
 * sent; a malformed request is a 4xx; an allowed one reaches the API.
 */

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
/** A runtime's own binary, as its npm package installs it (not the shim that starts it). */
const binary = (name: string, file: string) =>
  join(dirname(require.resolve(`${name}/package.json`)), file);

/** The proxy, as a partner's worker module would make it: the API stands in as a function. */
const PROXY_MODULE = `
import { createPartnerProxy } from '@unistay/api-client/server';
export const proxy = createPartnerProxy({
  upstream: 'https://partner-api.test',
  partnerId: 'partner_1',
  accessToken: 'a-secret-access-token-of-this-partner',
  fetch: async () =>
    Response.json({ success: true, code: 0, message: 'OK', data: { enquiry_id: 'E1' } }, { status: 201 }),
  log: () => {},
});
`;

const SERVE = {
  deno: `Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: ({ port }) => console.log('LISTENING ' + port) }, proxy);`,
  bun: `const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: proxy }); console.log('LISTENING ' + server.port);`,
  workerd: 'export default { fetch: (request) => proxy(request) };',
};

async function bundle(serve: string): Promise<string> {
  const result = await build({
    stdin: {
      contents: `${PROXY_MODULE}\n${serve}`,
      resolveDir: here,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    conditions: ['@unistay/source', 'workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

const work = mkdtempSync(join(tmpdir(), 'unistay-runtimes-'));
const children: ChildProcess[] = [];
let miniflare: Miniflare | undefined;
const bases: Record<keyof typeof SERVE, string> = { deno: '', bun: '', workerd: '' };

/** Starts `command` on the bundle in `file`; resolves with its address once it says its port. */
function serveWith(command: string, args: string[]): Promise<string> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let said = '';
    const hear = (chunk: Buffer) => {
      said += chunk;
      const port = /LISTENING (\d+)/.exec(said)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout?.on('data', hear);
    child.stderr?.on('data', hear);
    child.on('exit', (code) => reject(new Error(`${command} exited ${code}:\n${said}`)));
    setTimeout(() => reject(new Error(`${command} did not listen in 30 s:\n${said}`)), 30_000);
  });
}

beforeAll(async () => {
  const denoFile = join(work, 'deno.mjs');
  writeFileSync(denoFile, await bundle(SERVE.deno));
  const bunFile = join(work, 'bun.mjs');
  writeFileSync(bunFile, await bundle(SERVE.bun));
  bases.deno = await serveWith(binary('deno-cli', 'deno'), [
    'run',
    '--allow-net=127.0.0.1',
    '--no-prompt',
    denoFile,
  ]);
  bases.bun = await serveWith(binary('bun-cli', 'bin/bun.exe'), ['run', bunFile]);
  miniflare = new Miniflare({
    modules: true,
    script: await bundle(SERVE.workerd),
    compatibilityDate: '2026-07-01',
    host: '127.0.0.1',
    port: 0,
  });
  bases.workerd = new URL(await miniflare.ready).origin;
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill();
  await miniflare?.dispose();
  rmSync(work, { recursive: true, force: true });
});

const ENQUIRY = {
  first_name: 'Amara',
  last_name: 'Okafor',
  email: 'amara@example.com',
  contact_number: '+447700900123',
  message: 'When do contracts start?',
};

describe.each(Object.keys(SERVE) as (keyof typeof SERVE)[])('the proxy on %s', (runtime) => {
  it('answers a body over the cap 413, received every time, and the next request as usual', async () => {
    const base = bases[runtime];
    const statuses: number[] = [];
    // 200 KB (the size seen reset once in four in workerd from outside) and 900 KB, both past the
    // 64 KB cap and within what is read to be dropped: the answer comes before the body is read.
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const size = (attempt % 2 === 0 ? 200 : 900) * 1024;
      const answer = await fetch(`${base}/api/enquiries/general`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...ENQUIRY, message: 'x'.repeat(size) }),
      });
      statuses.push(answer.status);
      expect(((await answer.json()) as { code?: number }).code).toBe(413);
    }
    expect(statuses).toEqual(Array(8).fill(413));
    const sent = await fetch(`${base}/api/enquiries/general`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ENQUIRY),
    });
    expect(sent.status).toBe(201);
  });

  it('answers malformed requests 4xx, never 500', async () => {
    const base = bases[runtime];
    const answers = await Promise.all([
      fetch(`${base}/api/enquiries/general`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"first_name":',
      }),
      fetch(`${base}/api/enquiries/general`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'hello',
      }),
      fetch(`${base}/api/rooms/..%2f..%2fadmin`),
      fetch(`${base}/api/rooms?per_page=100000`),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 415, 404, 422]);
  });
});
