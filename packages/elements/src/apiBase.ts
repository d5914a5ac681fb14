import { parseSafeUrl } from '@unistay/api-client/internal';
import { sayOnce } from './views/consoleOnce.js';

/**
 * Where an element's client sends its calls, from its `api-base`: this site's own origin (a path
 * on it, or nothing: `''`), or another origin the page lists in the element's `allowed-origins`
 * (space-separated origins), https (http only to this machine). Any other value (another site,
 * `//host`, `javascript:`, a user name in the address) would send the student's name and email
 * where the page never meant them to go: it is said once in the console, naming the attribute,
 * and this site's own origin is used instead.
 */
export function apiBaseOf(host: HTMLElement): string {
  const text = host.getAttribute('api-base')?.trim() ?? '';
  if (text === '') return '';
  const here = window.location;
  let url: URL | null;
  try {
    url = new URL(text, here.href);
  } catch {
    url = null;
  }
  const listed = (host.getAttribute('allowed-origins') ?? '').split(/[\s,]+/).filter(Boolean);
  if (url && isPlainWeb(url)) {
    if (url.origin === here.origin) return withoutEnd(url);
    if (listed.includes(url.origin) && parseSafeUrl(url.href)) return withoutEnd(url);
  }
  sayOnce(
    host,
    `<${host.localName}> api-base="${text}" is not this site's origin${listed.length > 0 ? ' nor one in allowed-origins' : ' (list another in allowed-origins)'}, or is not an https address: using this site's own origin.`,
  );
  return '';
}

/** http or https, with no user name or password to hide the host behind. */
const isPlainWeb = (url: URL) =>
  (url.protocol === 'https:' || url.protocol === 'http:') &&
  url.username === '' &&
  url.password === '';

/** The address as the client takes a base: no query or fragment, no slash at the end. */
const withoutEnd = (url: URL) => `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
