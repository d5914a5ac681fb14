import { renderHook, waitFor } from '@testing-library/react';
import { createPartnerClient, PartnerApiError } from '@unistay/api-client';
import { sandboxHumanToken } from '@unistay/sandbox';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { humanCheckedSandbox } from '../../../../test/humanCheckedSandbox.js';
import { UnistayProvider } from '../UnistayProvider.js';
import { useStartCheckout } from '../useCheckoutMutations.js';
import { useCreateGeneralEnquiry } from '../useEnquiryMutations.js';
import { createHumanCheckSession, withHumanToken } from './humanToken.js';

/**
 * A page's writes carrying a human-verification token, through a real proxy whose `humanCheck.verify`
 * is the sandbox's, to the sandbox: the token travels in its header, never in the body.
 */
function setup() {
  const { proxy, sent: bodies } = humanCheckedSandbox({ humanCheck: { trustForMs: 0 } });
  // The browser's client, calling the proxy on its own origin.
  const client = createPartnerClient({
    baseUrl: 'https://partner.example',
    fetch: async (input, init) => proxy(new Request(input, init)),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <UnistayProvider client={client}>{children}</UnistayProvider>
  );
  return { wrapper, bodies };
}

const body = {
  first_name: 'Amara',
  last_name: 'Okafor',
  email: 'amara@example.com',
  contact_number: '+447700900123',
  message: 'Is there a room from September?',
  metadata: {},
  additional_fields: {},
};

describe('withHumanToken', () => {
  it('sends an enquiry with its token in the header the proxy checks, and the body unchanged', async () => {
    const { wrapper, bodies } = setup();
    const { result } = renderHook(() => useCreateGeneralEnquiry(), { wrapper });

    const refused = await result.current.mutateAsync(body).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PartnerApiError);
    expect((refused as PartnerApiError).status).toBe(403);
    expect(bodies).toEqual([]);

    const created = await result.current.mutateAsync(
      withHumanToken(body, sandboxHumanToken('pass')),
    );
    expect(created.enquiry_id).toBeTruthy();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toContain('sandbox-human');
  });

  it('starts a checkout with one, and leaves the arguments it was given as they were', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useStartCheckout(), { wrapper });
    const args = {
      roomId: 'room_riverside_ensuite',
      operator_id: 'op_northgate',
      booking_period_id: 'bp_riverside_ensuite_51',
    };
    const carried = withHumanToken(args, sandboxHumanToken('pass'));
    // What is sent is the arguments alone; the arguments given carry nothing.
    expect(JSON.parse(JSON.stringify(carried))).toEqual(args);
    expect(carried).not.toBe(args);
    expect(Object.getOwnPropertySymbols(args)).toEqual([]);
    // A copy of what carries the token carries it too: the token is part of the variables.
    await waitFor(async () => {
      const session = await result.current.mutateAsync({ ...carried });
      expect(session.session_token).toBeTruthy();
    });
  });

  it('keeps a call with a token apart from the same call without one while both are in flight', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useCreateGeneralEnquiry(), { wrapper });
    const [without, withToken] = await Promise.allSettled([
      result.current.mutateAsync(body),
      result.current.mutateAsync(withHumanToken(body, sandboxHumanToken('pass'))),
    ]);
    // Shared, the second would have had the first's refusal.
    expect(without.status).toBe('rejected');
    expect(withToken.status).toBe('fulfilled');
  });
});

describe("a page's human check (createHumanCheckSession)", () => {
  const refusal = { code: 'human_check_failed', status: 403 } as const;

  it('spends a token on one write, then needs none while the proxy trusts the student', () => {
    const human = createHumanCheckSession();
    expect(human.needed()).toBe(true);
    human.give('token-1');
    expect(human.needed()).toBe(false);
    const sent = human.take();
    expect(sent).toBe('token-1');
    expect(human.take()).toBeNull();
    // A 503 past the check: the proxy took the token, and trusts the student now.
    expect(human.answered(sent, { status: 503, kind: 'server' })).toBe('taken');
    expect(human.needed()).toBe(false);
  });

  it('needs a new check once the proxy refuses one, and not before an answer says so', () => {
    const human = createHumanCheckSession({ trusted: true });
    expect(human.needed()).toBe(false);
    // Refused before its check (a rate limit): nothing said of the human, trust kept.
    expect(human.answered(null, { status: 429, kind: 'rate_limited' })).toBe('unknown');
    expect(human.needed()).toBe(false);
    expect(human.answered(null, refusal)).toBe('refused');
    expect(human.needed()).toBe(true);
    // An expired widget's null leaves it needed.
    human.give(null);
    expect(human.needed()).toBe(true);
  });
});
