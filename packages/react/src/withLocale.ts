import type { PartnerClient, RequestOptions } from '@unistay/api-client';

type Method = (args: never, options?: RequestOptions) => Promise<unknown>;

/** Each of `methods`, sending `locale` unless its call names one. */
function localised<Methods extends Record<string, Method>>(methods: Methods, locale: string) {
  const bound: Record<string, Method> = {};
  for (const [name, method] of Object.entries(methods)) {
    bound[name] = (args, options) => method(args, { locale, ...options });
  }
  return bound as Methods;
}

/**
 * `client`, asking every call's answer in `locale` (its `Accept-Language`), companions such as
 * `createCatalogueClient` included; a call's own `locale` still wins. `UnistayProvider` uses it
 * so that the API's messages follow the student's language as it changes. (Here rather than in
 * the api-client, so the provider's chunk does not depend on the client's in an app's build.)
 */
export function withLocale(client: PartnerClient, locale: string): PartnerClient {
  const { send, validate } = client.transport;
  return {
    enquiries: localised(client.enquiries, locale),
    checkout: localised(client.checkout, locale),
    transport: {
      send: (call, schema, options) => send(call, schema, { locale, ...options }),
      validate,
    },
  };
}
