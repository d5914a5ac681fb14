import { type NextRequest, NextResponse } from 'next/server';
import { contentSecurityPolicy } from './lib/contentSecurityPolicy';
import { MEASUREMENT_COOKIE } from './lib/measurement';

/**
 * Every page gets a Content-Security-Policy with a fresh nonce: Next.js reads it from the request
 * and puts it on its own scripts, so nothing inline runs without it. Google's hosts are in it only
 * once the student has allowed measurement: the answer's cookie is read with every page.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const policy = contentSecurityPolicy({
    nonce,
    env: process.env,
    measurementCookie: request.cookies.get(MEASUREMENT_COOKIE)?.value,
    development: process.env.NODE_ENV === 'development',
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

// No `matcher`: every answer gets the policy, a missing page at any path (`/favicon.icox`,
// `/webhooks/nope`) included. A pattern that left some routes out missed the 404s beside them,
// and on an answer that is not a page (JSON, an image, a script) a policy does nothing.
