import { partnerError } from '../../proxyExchange.js';
import { forwardedQuery } from '../forwardedQuery.js';
import type { ProxyStep } from '../pipeline.js';

/**
 * Keeps only the query parameters the route takes; a value it refuses is answered 422, named by
 * its field as the API names a refused field.
 */
export const checkQuery: ProxyStep = (context, next) => {
  const query = forwardedQuery(context.policy.query, context.request.searchParams);
  if ('problem' in query) {
    return Promise.resolve(
      partnerError(422, query.problem, {
        data: { messages: { [query.field.replace(/\[(\w+)\]/g, '.$1')]: [query.problem] } },
      }),
    );
  }
  context.query = query.query;
  return next();
};
