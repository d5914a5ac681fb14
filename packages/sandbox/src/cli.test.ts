import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX_PARTNERS } from './seed.js';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const running: ChildProcess[] = [];

/** Runs the CLI from source, as `pnpm dev` does. */
function runCli(args: string[]) {
  const child = spawn(
    process.execPath,
    ['--conditions=@unistay/source', '--import', 'tsx', 'src/cli.ts', ...args],
    { cwd: packageDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  running.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const printed = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = output.match(pattern);
        if (match) resolve(match);
      };
      child.stdout.on('data', check);
      child.stderr.on('data', check);
      void exited.then(() => reject(new Error(`exited before printing ${pattern}:\n${output}`)));
    });
  return { printed, exited, output: () => output };
}

afterEach(() => {
  for (const child of running.splice(0)) child.kill();
});

describe('unistay-sandbox', () => {
  it('serves the Partner API on the port given, and prints how to call it', async () => {
    const cli = runCli(['--port', '0']);
    const [, url] = await cli.printed(/Partner API sandbox on (http:\/\/\S+)/);
    const partner = SANDBOX_PARTNERS[0];
    const response = await fetch(`${url}/api/enquiries`, {
      headers: {
        'X-API-PARTNER-ID': partner?.partnerId ?? '',
        Authorization: `Bearer ${partner?.accessToken}`,
      },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data.meta.total).toBe(57);
    expect(cli.output()).toContain('sandbox-partner / sandbox-token');
  });

  it('answers only its own names and those given with --allowed-host, and says which', async () => {
    const cli = runCli(['--port', '0', '--host', '0.0.0.0', '--allowed-host', 'sandbox.internal']);
    const [, url] = await cli.printed(/Partner API sandbox on (http:\/\/\S+)/);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(cli.output()).toContain('Answers to: localhost, 127.0.0.1, [::1], sandbox.internal');
    const statusFor = (host: string) =>
      new Promise<number | undefined>((resolve, reject) => {
        const { port } = new URL(url ?? '');
        request({ host: '127.0.0.1', port, path: '/__sandbox/faults', headers: { Host: host } })
          .on('response', (response) => {
            response.resume();
            resolve(response.statusCode);
          })
          .on('error', reject)
          .end();
      });
    expect(await statusFor('sandbox.internal:4010')).toBe(200);
    expect(await statusFor('rebind.attacker.test')).toBe(421);
  });

  it('says what is wrong with a bad port and exits 2', async () => {
    const cli = runCli(['--port', 'eighty']);
    expect(await cli.exited).toBe(2);
    expect(cli.output()).toContain('--port must be a whole number from 0 to 65535, not eighty');
  });
});
