import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { toNodeListener } from '@unistay/api-client/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoApi } from './partnerApi.js';
import { createStaffSession } from './staffSession.js';

const PASSWORD = 'correct horse battery staple';
type Session = ReturnType<typeof createStaffSession>;

const signIn = (session: Session, password: string, headers: Record<string, string> = {}) =>
  session.signIn(
    new Request('http://demo.test/demo/staff/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://demo.test', ...headers },
      body: JSON.stringify({ password }),
    }),
  );
/** A sign-in from `address`, as the operator's one proxy reports it. */
const signInFrom = (session: Session, address: string, password: string) =>
  signIn(session, password, { 'X-Forwarded-For': address });
const signOut = (session: Session, headers: Record<string, string>) =>
  session.signOut(new Request('http://demo.test/demo/staff/sign-out', { method: 'POST', headers }));
const withCookie = (cookie: string) =>
  new Request('http://demo.test/api/enquiries', { headers: { Cookie: cookie } });
const cookieOf = (response: Response) =>
  (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

describe('the demo staff session', () => {
  it('signs staff in with the password only, in a cookie scripts cannot read', async () => {
    const session = createStaffSession(PASSWORD);
    expect((await signIn(session, 'guess')).status).toBe(401);

    const signedIn = await signIn(session, PASSWORD);

    expect(signedIn.status).toBe(204);
    expect(signedIn.headers.get('set-cookie')).toMatch(
      /^unistay_demo_staff=[\w-]{43}; Path=\/; Max-Age=28800; HttpOnly; SameSite=Strict$/,
    );
    expect(session.isStaff(withCookie(cookieOf(signedIn)))).toBe(true);
  });

  it('refuses a made-up, altered or expired cookie, and one from another server', async () => {
    let now = Date.parse('2026-11-23T10:00:00Z');
    const session = createStaffSession(PASSWORD, { now: () => now });
    const cookie = cookieOf(await signIn(session, PASSWORD));
    const [name, id] = cookie.split('=') as [string, string];
    const altered = `${id.startsWith('A') ? 'B' : 'A'}${id.slice(1)}`;

    expect(session.isStaff(withCookie(`${name}=${altered}`))).toBe(false);
    expect(session.isStaff(withCookie(`${name}=9999999999.forged`))).toBe(false);
    expect(session.isStaff(withCookie(`${name}=`))).toBe(false);
    expect(session.isStaff(withCookie(cookie))).toBe(true);
    now += 8 * 60 * 60 * 1000 - 1;
    expect(session.isStaff(withCookie(cookie))).toBe(true);
    now += 1;
    expect(session.isStaff(withCookie(cookie))).toBe(false);
    // Sessions live in the server that started them.
    expect(createStaffSession(PASSWORD).isStaff(withCookie(cookie))).toBe(false);
  });

  it('forgets the session on sign-out, so the old cookie signs no one in', async () => {
    const session = createStaffSession(PASSWORD);
    const cookie = cookieOf(await signIn(session, PASSWORD));
    const other = cookieOf(await signIn(session, PASSWORD));

    const signedOut = await signOut(session, { Origin: 'http://demo.test', Cookie: cookie });

    expect(signedOut.status).toBe(204);
    expect(signedOut.headers.get('set-cookie')).toMatch(
      /^unistay_demo_staff=; Path=\/; Max-Age=0;/,
    );
    expect(session.isStaff(withCookie(cookie))).toBe(false);
    // Another browser's session is its own.
    expect(session.isStaff(withCookie(other))).toBe(true);
  });

  it('keeps a bounded number of sessions, ending the oldest first', async () => {
    let now = 0;
    const session = createStaffSession(PASSWORD, { now: () => now });
    const first = cookieOf(await signIn(session, PASSWORD));
    now += 1;
    const second = cookieOf(await signIn(session, PASSWORD));
    for (let more = 0; more < 999; more++) await signIn(session, PASSWORD);

    expect(session.isStaff(withCookie(first))).toBe(false);
    expect(session.isStaff(withCookie(second))).toBe(true);
  });

  it('takes a sign-in or sign-out from its own pages only, https behind a proxy included', async () => {
    const session = createStaffSession(PASSWORD);
    for (const origin of ['https://attacker.example', 'null', 'demo.test']) {
      expect((await signIn(session, PASSWORD, { Origin: origin })).status).toBe(403);
    }
    const withoutOrigin = new Request('http://demo.test/demo/staff/sign-in', {
      method: 'POST',
      body: JSON.stringify({ password: PASSWORD }),
    });
    const refused = await session.signIn(withoutOrigin);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('Sign in from the demo itself.');

    const behindTls = await signIn(session, PASSWORD, {
      Origin: 'https://demo.test',
      'X-Forwarded-Proto': 'https',
    });
    expect(behindTls.status).toBe(204);
    expect(behindTls.headers.get('set-cookie')).toContain('; Secure');

    const cookie = cookieOf(behindTls);
    expect((await signOut(session, { Cookie: cookie })).status).toBe(403);
    expect(
      (await signOut(session, { Cookie: cookie, Origin: 'https://attacker.example' })).status,
    ).toBe(403);
    expect(session.isStaff(withCookie(cookie))).toBe(true);
  });

  it('makes an address that keeps guessing wait, doubling each time up to 15 minutes, while others sign in', async () => {
    let now = Date.parse('2026-11-23T10:00:00Z');
    const session = createStaffSession(PASSWORD, { now: () => now, trustedProxies: 1 });
    const guesser = '203.0.113.7';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push((await signInFrom(session, guesser, 'guess')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

    const waits: number[] = [];
    for (let turn = 0; turn < 9; turn++) {
      const refused = await signInFrom(session, guesser, PASSWORD);
      expect(refused.status).toBe(429);
      expect((await refused.json()).message).toMatch(
        /^Too many wrong passwords from your address\. Wait \d+ seconds, then try again\.$/,
      );
      const wait = Number(refused.headers.get('retry-after'));
      waits.push(wait);
      // Staff elsewhere are never held up by it.
      expect((await signInFrom(session, '198.51.100.20', PASSWORD)).status).toBe(204);
      now += wait * 1000 - 1;
      expect((await signInFrom(session, guesser, 'guess')).status).toBe(429);
      now += 1;
      expect((await signInFrom(session, guesser, 'guess')).status).toBe(401);
    }
    expect(waits).toEqual([10, 20, 40, 80, 160, 320, 640, 900, 900]);

    // The right password, once the wait is over, starts the address afresh.
    now += 900_000;
    expect((await signInFrom(session, guesser, PASSWORD)).status).toBe(204);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signInFrom(session, guesser, 'guess')).status).toBe(401);
    expect((await signInFrom(session, guesser, 'guess')).status).toBe(429);
  });

  it('counts tries sent all at once before their passwords are read, so none slips past', async () => {
    const session = createStaffSession(PASSWORD, { trustedProxies: 1 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signInFrom(session, '203.0.113.8', 'guess')),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
  });

  it('forgets an address a day after its last wrong password, and keeps a bounded number of them, never one still waiting', async () => {
    let now = 0;
    const session = createStaffSession(PASSWORD, { now: () => now, trustedProxies: 1 });
    const lockOut = async (address: string) => {
      for (let attempt = 0; attempt < 5; attempt++) await signInFrom(session, address, 'guess');
    };
    await lockOut('203.0.113.9');
    now += 24 * 60 * 60 * 1000 - 1;
    expect((await signInFrom(session, '203.0.113.9', 'guess')).status).toBe(401);
    now += 24 * 60 * 60 * 1000;
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await signInFrom(session, '203.0.113.9', 'guess')).status).toBe(401);

    await lockOut('203.0.113.10');
    expect((await signInFrom(session, '203.0.113.10', PASSWORD)).status).toBe(429);
    // Ten thousand other addresses later, the one still waiting is not the one forgotten: a
    // guesser cannot free itself by sending from as many others.
    for (let other = 0; other < 10_000; other++)
      await signInFrom(session, `10.${other >> 8}.${other & 255}.1`, 'guess');
    expect((await signInFrom(session, '203.0.113.10', PASSWORD)).status).toBe(429);
    // Its wait over, it signs in.
    now += 15 * 60 * 1000;
    expect((await signInFrom(session, '203.0.113.10', PASSWORD)).status).toBe(204);
  }, 30_000);

  it('refuses a body over 4 KiB, and a sign-in that is not JSON is a wrong password', async () => {
    const session = createStaffSession(PASSWORD);
    const post = (body: string) =>
      session.signIn(
        new Request('http://demo.test/demo/staff/sign-in', {
          method: 'POST',
          headers: { Origin: 'http://demo.test' },
          body,
        }),
      );
    const tooLarge = await post(JSON.stringify({ password: PASSWORD, padding: 'a'.repeat(4096) }));
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).message).toBe(
      'A sign-in is at most 4 KiB: send the password only.',
    );
    expect((await post(PASSWORD)).status).toBe(401);
    expect((await post('null')).status).toBe(401);
    expect((await post(JSON.stringify({ password: PASSWORD }))).status).toBe(204);
  });

  it('is off without a password, and says how to turn it on', async () => {
    const response = await signIn(createStaffSession(undefined), '');
    expect(response.status).toBe(503);
    expect((await response.json()).message).toContain('DEMO_STAFF_PASSWORD');
  });
});

/** Each attack as it was sent, over real HTTP; raw sockets where fetch would tidy the request. */
describe('attacks on the demo staff sign-in, over HTTP', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(
      servers.splice(0).map((server) => {
        server.closeAllConnections();
        return new Promise((closed) => server.close(closed));
      }),
    );
  });

  async function listen(listener: Parameters<typeof createServer>[1]): Promise<number> {
    const server = createServer(listener);
    servers.push(server);
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    return (server.address() as { port: number }).port;
  }
  const startDemo = (env: Record<string, string> = {}) =>
    listen(createDemoApi({ DEMO_STAFF_PASSWORD: PASSWORD, ...env }).nodeListener);

  const signInMessage = (port: number, password: string, headers: string[] = []) => {
    const body = JSON.stringify({ password });
    return [
      'POST /demo/staff/sign-in HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      ...headers,
      '',
      body,
    ].join('\r\n');
  };
  const origin = (port: number) => `Origin: http://127.0.0.1:${port}`;

  // Two real client addresses: Linux answers on all of 127.0.0.0/8, other systems on 127.0.0.1
  // alone (the test after this one covers them, with addresses a proxy reports).
  it.runIf(process.platform === 'linux')(
    'lets the staff member in after ten wrong passwords from another address',
    async () => {
      const port = await startDemo();
      const attacker = [];
      for (let attempt = 0; attempt < 10; attempt++) {
        const answer = await sendRaw(port, signInMessage(port, 'guess', [origin(port)]), {
          localAddress: '127.0.0.2',
        });
        attacker.push(answer.status);
      }
      // Before: ten 401s, then 429 for the next try from anywhere, the staff member's included.
      expect(attacker).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
      const again = await sendRaw(port, signInMessage(port, PASSWORD, [origin(port)]), {
        localAddress: '127.0.0.2',
      });
      expect(again.status).toBe(429);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.parse(again.body).message).toMatch(/^Too many wrong passwords from your address/);

      const staff = await sendRaw(port, signInMessage(port, PASSWORD, [origin(port)]));
      expect(staff.status).toBe(204);
      expect(staff.headers['set-cookie']).toMatch(/^unistay_demo_staff=[\w-]{43};/);
    },
  );

  it('behind the proxies it is told of, counts the address they report', async () => {
    const port = await startDemo({ DEMO_TRUSTED_PROXIES: '1' });
    const from = (address: string, password: string) =>
      sendRaw(
        port,
        signInMessage(port, password, [origin(port), `X-Forwarded-For: 10.9.9.9, ${address}`]),
      );
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await from('203.0.113.7', 'guess')).status).toBe(401);
    expect((await from('203.0.113.7', PASSWORD)).status).toBe(429);
    expect((await from('198.51.100.20', PASSWORD)).status).toBe(204);
  });

  it('without trusted proxies, ignores X-Forwarded-For: a new one each try escapes nothing', async () => {
    const port = await startDemo();
    const statuses = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const forged = `X-Forwarded-For: 198.51.100.${attempt}`;
      statuses.push(
        (await sendRaw(port, signInMessage(port, 'guess', [origin(port), forged]))).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('refuses a sign-in or sign-out with no Origin (before: 204 with the password)', async () => {
    const port = await startDemo();
    const refused = await sendRaw(port, signInMessage(port, PASSWORD));
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body).message).toBe('Sign in from the demo itself.');

    const cookie = (await sendRaw(port, signInMessage(port, PASSWORD, [origin(port)]))).headers[
      'set-cookie'
    ]?.split(';')[0];
    const signOutWithout = await sendRaw(
      port,
      [
        'POST /demo/staff/sign-out HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        `Cookie: ${cookie}`,
        'Content-Length: 0',
        'Connection: close',
        '',
        '',
      ].join('\r\n'),
    );
    expect(signOutWithout.status).toBe(403);
  });

  it('ends the session on sign-out: the old cookie no longer signs anyone in', async () => {
    const port = await startDemo();
    const base = `http://127.0.0.1:${port}`;
    const signedIn = await fetch(`${base}/demo/staff/sign-in`, {
      method: 'POST',
      headers: { Origin: base, 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    });
    const cookie = cookieOf(signedIn);
    const staffStatus = async () =>
      (await (await fetch(`${base}/demo/staff`, { headers: { Cookie: cookie } })).json()).signedIn;
    expect(await staffStatus()).toBe(true);

    const signedOut = await fetch(`${base}/demo/staff/sign-out`, {
      method: 'POST',
      headers: { Origin: base, Cookie: cookie },
    });

    expect(signedOut.status).toBe(204);
    // Before: the old cookie kept working for eight hours.
    expect(await staffStatus()).toBe(false);
  });

  it('answers a 768 MiB Content-Length with 413 at once, reading none of it (before: read it all)', async () => {
    const port = await startDemo();
    const answer = await sendRaw(
      port,
      [
        'POST /demo/staff/sign-in HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        origin(port),
        'Content-Type: application/json',
        'Content-Length: 805306368',
        '',
        `{"password":"${'a'.repeat(1000)}`,
      ].join('\r\n'),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toBe(
      'A sign-in is at most 4 KiB: send the password only.',
    );
    // Answered and closed by the server (sendRaw waits for that) after 1 KiB: the rest, which
    // the test never sends, would not be read.
    expect(answer.headers.connection).toBe('close');
  });

  it('answers a chunked body past 4 KiB with 413 while it arrives', async () => {
    const port = await startDemo();
    const chunk = `400\r\n${'a'.repeat(0x400)}\r\n`;
    const answer = await sendRaw(
      port,
      [
        'POST /demo/staff/sign-in HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        origin(port),
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
        '',
        // Eight KiB and no last chunk: a body that would go on.
        chunk.repeat(8),
      ].join('\r\n'),
    );
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
  });

  it('answers a sign-in whose body trickles in past the deadline with 408', async () => {
    const session = createStaffSession(PASSWORD, { readDeadlineMs: 300 });
    const port = await listen(toNodeListener(session.signIn));
    const started = Date.now();
    const answer = await sendRaw(
      port,
      [
        'POST /demo/staff/sign-in HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        origin(port),
        'Content-Type: application/json',
        'Content-Length: 40',
        '',
        '{"pass',
      ].join('\r\n'),
    );
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body).message).toBe('The sign-in took too long to arrive. Try again.');
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Writes `message` on a socket of its own, exactly as given, and reads the answer until the server
 * closes the connection; rejects if it has not within `timeoutMs`. The socket is never ended from
 * this side: a body left unfinished stays so.
 */
function sendRaw(
  port: number,
  message: string,
  { localAddress, timeoutMs = 5_000 }: { localAddress?: string; timeoutMs?: number } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    const received: Buffer[] = [];
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No answer within ${timeoutMs} ms: ${Buffer.concat(received)}`));
    }, timeoutMs);
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      const text = Buffer.concat(received).toString();
      const [head = '', ...body] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      if (!status) {
        reject(new Error(`The server closed the connection without an answer: ${text}`));
        return;
      }
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status, headers, body: body.join('\r\n\r\n') });
    });
    socket.write(message);
  });
}
