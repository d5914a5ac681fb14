import { accessTokenProblem, HEADER_SAFE } from '../transport.js';

/** What the proxy needs to forward, checked and normalised once. */
export interface ProxyConfig {
  upstream: string;
  partnerId: string;
}

/** Thrown for a missing or malformed option: its message names the option, never a value. */
export class ProxyConfigError extends Error {
  override name = 'ProxyConfigError';
}

/**
 * Checks the options a deployment takes from its environment. Called at the first request, not at
 * construction: a route module is imported at build time, where the server's secrets are absent.
 */
export function checkProxyConfig(options: {
  upstream?: unknown;
  partnerId?: unknown;
  accessToken?: unknown;
}): ProxyConfig {
  const problems: string[] = [];
  let upstream = '';
  if (typeof options.upstream !== 'string' || options.upstream === '') {
    problems.push(
      '`upstream` is missing: give the Partner API\'s base address, like "https://partner-api.example.com".',
    );
  } else {
    const parsed = URL.canParse(options.upstream) ? new URL(options.upstream) : null;
    if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
      problems.push(
        '`upstream` is not an absolute http(s) address: give the Partner API\'s base address, like "https://partner-api.example.com".',
      );
    } else if (parsed.username || parsed.password || parsed.search || parsed.hash) {
      problems.push(
        '`upstream` must be a plain base address, without credentials, a query or a fragment.',
      );
    } else {
      upstream = `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
    }
  }
  if (typeof options.partnerId !== 'string' || options.partnerId === '') {
    problems.push('`partnerId` is missing: give the partner ID from your Partner API dashboard.');
  } else if (!HEADER_SAFE.test(options.partnerId)) {
    problems.push('`partnerId` holds spaces or control characters: check how it is read.');
  }
  const token = options.accessToken;
  if (typeof token === 'string') {
    const problem = accessTokenProblem(token);
    if (problem) problems.push(problem);
  } else if (typeof token !== 'function') {
    problems.push(
      "`accessToken` is missing: give the access token, or a function that returns it, from your server's secrets.",
    );
  }
  if (problems.length > 0) {
    throw new ProxyConfigError(`createPartnerProxy is not configured: ${problems.join(' ')}`);
  }
  return { upstream, partnerId: options.partnerId as string };
}
