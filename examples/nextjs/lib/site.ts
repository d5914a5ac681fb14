import 'server-only';
import { headers } from 'next/headers';

/**
 * A page's full address, for its canonical link and structured data: under SITE_URL when set
 * (set it in production: a request's `Host` is whatever the client sent), else this request's own
 * `Host`. Never `X-Forwarded-Host`: any client may send one, and a page cached with another site's
 * name in its canonical link sends search engines there.
 */
export async function pageUrl(path: string): Promise<string> {
  const site = process.env.SITE_URL?.trim();
  if (site && URL.canParse(site)) return new URL(path, site).href;
  const request = await headers();
  const host = request.get('host') ?? 'localhost';
  const protocol = request.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  return new URL(path, `${protocol}://${host}`).href;
}
