import { renderHook, waitFor } from '@testing-library/react';
import { createPartnerClient, PartnerApiError } from '@unistay/api-client';
import { sandboxHumanToken } from '@unistay/sandbox';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { humanCheckedSandbox } from '../../../../test/humanCheckedSandbox.js';
import { UnistayProvider } from '../UnistayProvider.js';
import { useStartCheckout } from '../useCheckoutMutations.js';
import { useCreateGeneralEnquiry } from '../useEnquiryMutations.js';
import { withHumanToken } from './humanToken.js';

/**
 * A page's writes carrying a human-verification token, through a real proxy whose `verifyHuman`
 * is the sandbox's, to the sandbox: the token travels in its header, never in the body.
 */
function setup() {
  const { proxy, sent: bodies } = humanCheckedSandbox({ trustHumansForMs: 0 });
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
    expect(carried).toEqual(args);
    expect(carried).not.toBe(args);
    await waitFor(async () => {
      const session = await result.current.mutateAsync(carried);
      expect(session.session_token).toBeTruthy();
    });
  });
});
