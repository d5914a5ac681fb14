/** Stripe's hosts, for its Payment Element: the live API's checkout sessions pay through Stripe. */
const STRIPE = {
  script: 'https://js.stripe.com',
  frame: 'https://js.stripe.com https://hooks.stripe.com',
  connect: 'https://api.stripe.com',
};

/**
 * The pages' policy: scripts only with this response's nonce (and what they load), nothing from
 * other origins but the API's (its photos; on the sandbox, its card simulation) and Stripe's.
 */
export function contentSecurityPolicy({
  nonce,
  apiUrl,
  development = false,
}: {
  nonce: string;
  apiUrl: string | undefined;
  development?: boolean;
}): string {
  const api = apiUrl && URL.canParse(apiUrl) ? ` ${new URL(apiUrl).origin}` : '';
  return [
    "default-src 'self'",
    // 'strict-dynamic': what a nonced script loads (Next.js's chunks, stripe.js) runs too.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${STRIPE.script}${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self'",
    `img-src 'self' data:${api}`,
    `connect-src 'self'${api} ${STRIPE.connect}`,
    `frame-src ${STRIPE.frame}`,
    "font-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
