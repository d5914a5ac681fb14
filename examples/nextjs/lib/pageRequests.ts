/**
 * Where a form's answer sends the student back: the page they were on (the `Referer`), only ever
 * a page of this site, never somewhere another site named in a forged `Referer`; else the rooms.
 */
export function backToPage(request: Request, from: string): string {
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer)) return '/rooms';
  const url = new URL(referer);
  const sameSite = url.host === request.headers.get('host');
  if (!sameSite || url.pathname.startsWith(from)) return '/rooms';
  // `//evil.example/x` is a path here, and another site's address in a Location header.
  if (/^\/[\\/]/.test(url.pathname)) return '/rooms';
  return `${url.pathname}${url.search}`;
}

/** A 303 to a path, not an address: the browser stays on the host it asked. */
export const seeOther = (path: string) =>
  new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });

/**
 * A request sent by one of this site's own pages: the browser says so (`Sec-Fetch-Site`), or,
 * where it does not send that, its `Origin` names this host. A browser sends one of them with
 * every form or beacon another site's page posts, so another site cannot answer for the student.
 */
export function fromThisSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = request.headers.get('origin');
  return (
    origin !== null && URL.canParse(origin) && new URL(origin).host === request.headers.get('host')
  );
}

/** Behind https: the request's own address, or the proxy in front saying so. */
export const overHttps = (request: Request) =>
  new URL(request.url).protocol === 'https:' ||
  request.headers.get('x-forwarded-proto') === 'https';
