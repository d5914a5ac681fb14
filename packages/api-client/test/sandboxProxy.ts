import { createSandbox } from '@unistay/sandbox';
import { createPartnerProxy, type PartnerProxyOptions } from '../src/server/createPartnerProxy.js';

/** A general enquiry the sandbox takes, as a student's form sends it. */
export const ENQUIRY = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada.lovelace@student.example',
  contact_number: '+447700900123',
  message: 'Is the ensuite free from September?',
  metadata: '{"source":"portal"}',
  additional_fields: '{}',
};

/** What a student typed into it, as it could show up where it must not. */
export const TYPED = [
  ENQUIRY.first_name,
  ENQUIRY.last_name,
  ENQUIRY.email,
  ENQUIRY.contact_number,
  ENQUIRY.message,
];

/**
 * A partner's proxy in front of the real sandbox, with a human check that takes the token
 * `person`, and how many requests reached the sandbox.
 */
export function sandboxProxy(options: Partial<PartnerProxyOptions> = {}) {
  const sandbox = createSandbox();
  const [partner] = sandbox.partners;
  let reached = 0;
  const proxy = createPartnerProxy({
    upstream: 'https://partner-api.test',
    partnerId: partner?.partnerId ?? '',
    accessToken: partner?.accessToken ?? '',
    fetch: (input, init) => {
      reached += 1;
      return sandbox.handle(new Request(input, init));
    },
    humanCheck: { verify: async (token) => token === 'person', trustForMs: 0 },
    log: () => {},
    ...options,
  });
  /** A JSON POST to `path` as a browser's client sends it. */
  const send = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    proxy(
      new Request(`https://partner.example${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    );
  const secrets = sandbox.partners.map(({ accessToken }) => accessToken);
  return { sandbox, proxy, send, secrets, reached: () => reached };
}
