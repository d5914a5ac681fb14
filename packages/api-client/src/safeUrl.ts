/**
 * Addresses from outside (an API's answer, a page's attribute, a return address) are read with the
 * WHATWG URL parser, the one the browser navigates and fetches with, never matched by pattern: a
 * pattern and the parser disagree on `http://localhost:80@evil.example/` (the parser's host is
 * evil.example), on backslashes, tabs and newlines, and on the forms an IPv4 address takes.
 */

/** What may be asked of an address besides being parsed. */
export interface SafeUrlOptions {
  /**
   * Hosts (`host`, with its port where it has one, lower case) the address may name; any host
   * when absent.
   */
  allowedHosts?: readonly string[] | undefined;
  /** Plain http to this machine (a sandbox in development); true unless said. */
  loopbackHttp?: boolean | undefined;
}

/**
 * The address parsed, when it is safe to send a student to or to call from their browser: an
 * absolute URL, https (http only to this machine: `localhost`, 127.0.0.0/8, `[::1]`), with no
 * user name or password, and on `allowedHosts` where that is given; null otherwise.
 */
export function parseSafeUrl(address: string, options: SafeUrlOptions = {}): URL | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  // A user name or password hides the host from a reader (`https://bank.example@evil.example`).
  if (url.username !== '' || url.password !== '') return null;
  const { allowedHosts, loopbackHttp = true } = options;
  if (allowedHosts && !allowedHosts.includes(url.host)) return null;
  if (url.protocol === 'https:') return url;
  return url.protocol === 'http:' && loopbackHttp && isLoopback(url.hostname) ? url : null;
}

/** Whether `address` passes `parseSafeUrl`. */
export const isSafeUrl = (address: string, options?: SafeUrlOptions) =>
  parseSafeUrl(address, options) !== null;

/** This machine, as the parser writes its host: IPv4 forms are already dotted decimal. */
function isLoopback(hostname: string) {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}
