import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeUrl, parseSafeUrl } from './safeUrl.js';

describe('parseSafeUrl', () => {
  it('takes https anywhere and http only to this machine', () => {
    expect(parseSafeUrl('https://pay.example/cs_1')?.host).toBe('pay.example');
    for (const local of ['http://localhost:4010/pay', 'http://127.0.0.1/pay', 'http://[::1]:1/']) {
      expect(isSafeUrl(local), local).toBe(true);
    }
    // IPv4's other forms are this machine too, as the parser writes them.
    expect(parseSafeUrl('http://2130706433/pay')?.hostname).toBe('127.0.0.1');
    expect(isSafeUrl('http://127.0.0.1/pay', { loopbackHttp: false })).toBe(false);
    for (const refused of [
      'http://pay.example/cs_1',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/pay',
      '/pay',
      'ftp://files.example/pay',
      '',
    ]) {
      expect(isSafeUrl(refused), refused).toBe(false);
    }
  });

  it('refuses user info, whatever host it names before the real one', () => {
    for (const hidden of [
      'http://localhost:80@evil.example/pay',
      'http://127.0.0.1:@evil.example/pay',
      'http://[::1]:1@evil.example/pay',
      'https://bank.example@evil.example/pay',
      'https://:secret@bank.example/pay',
    ]) {
      expect(isSafeUrl(hidden), hidden).toBe(false);
    }
  });

  it('reads the host as the browser does: an allow-list is checked against the parsed host', () => {
    const allowedHosts = ['api.partner.example'];
    expect(isSafeUrl('https://api.partner.example/x', { allowedHosts })).toBe(true);
    expect(isSafeUrl('https://API.partner.example./x', { allowedHosts })).toBe(false);
    // A backslash ends the host in an https address: this one goes to the partner, as the parser says.
    expect(
      parseSafeUrl('https://api.partner.example\\@evil.example/x', { allowedHosts })?.host,
    ).toBe('api.partner.example');
    expect(isSafeUrl('https://evil.example\\@api.partner.example/x', { allowedHosts })).toBe(false);
    expect(isSafeUrl('https://api.partner.example.evil.example/x', { allowedHosts })).toBe(false);
    expect(isSafeUrl('https://evil.example#api.partner.example', { allowedHosts })).toBe(false);
    expect(isSafeUrl('https://api.partner.example:444/x', { allowedHosts })).toBe(false);
    expect(isSafeUrl('https://bücher.example/x', { allowedHosts: ['xn--bcher-kva.example'] })).toBe(
      true,
    );
  });

  it('answers only what the parser, navigating, would reach (generated)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl({
            validSchemes: ['https', 'http', 'ftp', 'javascript'],
            authoritySettings: {
              withIPv4: true,
              withIPv6: true,
              withUserInfo: true,
              withPort: true,
            },
          }),
          fc.string({
            unit: fc.constantFrom(
              'h',
              't',
              'p',
              's',
              ':',
              '/',
              '\\',
              '@',
              '\t',
              '\n',
              '1',
              '.',
              'l',
              'o',
              'c',
              'a',
              '[',
              ']',
            ),
          }),
        ),
        (address) => {
          const url = parseSafeUrl(address);
          if (!url) return;
          const { protocol, hostname, username, password } = new URL(address);
          expect(username + password).toBe('');
          expect(url.hostname).toBe(hostname);
          if (protocol !== 'https:') {
            expect(protocol).toBe('http:');
            expect(['localhost', '[::1]'].includes(hostname) || hostname.startsWith('127.')).toBe(
              true,
            );
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
