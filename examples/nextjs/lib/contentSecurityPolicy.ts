import { pagePolicy } from '@unistay/demo/contentSecurityPolicy';

/**
 * The pages' policy: scripts only with this response's nonce (and what they load: Next.js's
 * chunks, stripe.js), nothing from other origins but the API's (its photos; on the sandbox, its
 * card simulation) and Stripe's, since the live API's checkout sessions pay through Stripe.
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
  return pagePolicy({
    apiOrigin: apiUrl && URL.canParse(apiUrl) ? new URL(apiUrl).origin : null,
    connectToApi: true,
    stripe: true,
    scriptSources: [
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(development ? ["'unsafe-eval'"] : []),
    ],
  });
}
