import { render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import {
  createUnistayWrapper,
  renderWithUnistay,
  setupSandboxServer,
  student,
} from '../../../test/sandboxSetup.js';
import { useCompleteCheckout, useStartCheckout } from './useCheckoutMutations.js';
import { useEnquiries } from './useEnquiries.js';
import { useCreateGeneralEnquiry, useCreateSpecificEnquiry } from './useEnquiryMutations.js';

const api = setupSandboxServer();
const UK_ROOM = {
  roomId: 'room_riverside_ensuite',
  booking_period_id: 'bp_riverside_ensuite_51',
  operator_id: 'op_northgate',
};
const resident = {
  first_name: 'Amara',
  last_name: 'Okafor',
  gender: 'female',
  email: 'amara@example.com',
  contact_number: '+447700900123',
  date_of_birth: '2004-03-27',
  first_line: '1 High Street',
  city: 'Leeds',
  postcode: 'LS1 1AA',
  country: 'gb',
  nationality: 'gb',
};

async function paidSession() {
  const started = await api.sandbox.handle(
    new Request(`https://partner-api.test/api/rooms/${UK_ROOM.roomId}/checkout/start`, {
      method: 'POST',
      headers: {
        'X-API-PARTNER-ID': 'sandbox-partner',
        Authorization: 'Bearer sandbox-token',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        booking_period_id: UK_ROOM.booking_period_id,
        operator_id: UK_ROOM.operator_id,
      }),
    }),
  );
  const { session_token, card_provider } = (await started.json()).data;
  const intent = card_provider.client_secret.split('_secret_')[0];
  await api.sandbox.handle(
    new Request(`https://partner-api.test/__sandbox/payment_intents/${intent}/confirm`, {
      method: 'POST',
      body: JSON.stringify({
        client_secret: card_provider.client_secret,
        card_number: '4242424242424242',
      }),
    }),
  );
  return session_token as string;
}

const completion = (session_token: string) => ({
  roomId: UK_ROOM.roomId,
  session_token,
  paying_in_instalments: false,
  resident_details: resident,
  supporting_contact_details: {
    ...resident,
    relationship: 'Father',
    first_name: 'Tunde',
    date_of_birth: '1970-01-15',
  },
  course_details: {
    university: 'University of Leeds',
    year_of_study: 'Foundation',
    course_title: 'Law',
  },
});

describe('creating enquiries', () => {
  it('refetches the lists once an enquiry is created, so it shows at the top', async () => {
    const { result } = renderWithUnistay(() => ({
      list: useEnquiries(),
      create: useCreateGeneralEnquiry(),
    }));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const created = await result.current.create.mutateAsync(student);
    await waitFor(() => expect(result.current.list.data?.items[0]?.id).toBe(created.enquiry_id));
    expect(result.current.list.data?.items[0]?.status).toBe('pending');
    expect(api.count('GET /api/enquiries?page=1&per_page=10')).toBe(2);
  });

  it('creates a specific enquiry', async () => {
    const { result } = renderWithUnistay(() => useCreateSpecificEnquiry());
    const created = await result.current.mutateAsync({
      ...student,
      operator_id: 'op_maple',
      property_id: 'prop_maple_court',
      room_id: 'room_maple_ensuite',
    });
    expect(created.enquiry_id).toMatch(/^ENQ-/);
  });

  it('does not retry a 422, and hands over its field errors', async () => {
    const { result } = renderWithUnistay(() => useCreateGeneralEnquiry());
    result.current.mutate({ ...student, contact_number: '+999 5550 1234' });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.fieldErrors).toEqual({
      contact_number: ['The phone number is invalid.'],
    });
    expect(result.current.failureCount).toBe(1);
    expect(api.count('POST /api/enquiries/general')).toBe(1);
  });

  it('does not retry a 503 on its own either', async () => {
    api.sandbox.faults.add({ route: 'enquiries.createGeneral', status: 503, retryAfterSeconds: 0 });
    const { result } = renderWithUnistay(() => useCreateGeneralEnquiry());
    result.current.mutate(student);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(api.count('POST /api/enquiries/general')).toBe(1);
  });

  it('sends one POST for a double click', async () => {
    const { result } = renderWithUnistay(() => useCreateGeneralEnquiry());
    const [first, second] = await Promise.all([
      result.current.mutateAsync(student),
      result.current.mutateAsync(student),
    ]);
    expect(first).toEqual(second);
    expect(api.count('POST /api/enquiries/general')).toBe(1);
  });
});

/** Sends an enquiry and starts a checkout as it mounts, as a payment step does. */
function SendsOnMount({ onEffect }: { onEffect: () => void }) {
  const create = useCreateGeneralEnquiry();
  const start = useStartCheckout();
  const { mutate: createEnquiry } = create;
  const { mutate: startCheckout } = start;
  useEffect(() => {
    onEffect();
    createEnquiry(student);
    startCheckout(UK_ROOM);
  }, [createEnquiry, startCheckout, onEffect]);
  return <p>{create.data?.enquiry_id && start.data?.session_token ? 'sent' : 'sending'}</p>;
}

describe('in StrictMode', () => {
  it('sends each POST once when a component mutates as it mounts', async () => {
    const { wrapper } = createUnistayWrapper();
    let effects = 0;
    const countEffect = () => {
      effects += 1;
    };
    // StrictMode at the root, as an app has it: React mounts, unmounts and mounts again.
    const view = render(<SendsOnMount onEffect={countEffect} />, {
      wrapper,
      reactStrictMode: true,
    });
    await view.findByText('sent');
    expect(effects).toBe(2);
    expect(api.count('POST /api/enquiries/general')).toBe(1);
    expect(api.count(`POST /api/rooms/${UK_ROOM.roomId}/checkout/start`)).toBe(1);
  });
});

describe('checkout', () => {
  it('starts a checkout and returns the session', async () => {
    const { result } = renderWithUnistay(() => useStartCheckout());
    const session = await result.current.mutateAsync(UK_ROOM);
    expect(session.card_provider.public_key).toMatch(/^pk_sandbox_/);
    expect(session.checkout_url).toContain('/__sandbox/checkout/');
  });

  it('retries completing after a 503 with the same token, making one booking', async () => {
    const token = await paidSession();
    api.sandbox.faults.add({
      route: 'checkout.complete',
      status: 503,
      retryAfterSeconds: 0,
      times: 1,
    });
    const { result } = renderWithUnistay(() => useCompleteCheckout());
    const booking = await result.current.mutateAsync(completion(token));
    expect(booking.booking_id).toMatch(/^BK-/);
    expect(api.count(`POST /api/rooms/${UK_ROOM.roomId}/checkout`)).toBe(2);
    expect(api.sandbox.bookings()).toHaveLength(1);
  });

  it('resolves a second completion as already completed; the API names no booking in it', async () => {
    const token = await paidSession();
    const { result } = renderWithUnistay(() => useCompleteCheckout());
    const first = await result.current.mutateAsync(completion(token));
    const again = await result.current.mutateAsync(completion(token));
    expect(first).toEqual({ booking_id: expect.stringMatching(/^BK-/), already_completed: false });
    expect(again).toEqual({ booking_id: null, already_completed: true });
    expect(api.sandbox.bookings()).toHaveLength(1);
  });

  it('does not retry a refused completion', async () => {
    const { result } = renderWithUnistay(() => useCompleteCheckout());
    result.current.mutate(completion('cs_sandbox_unknown'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.fieldErrors).toHaveProperty('session_token');
    expect(api.count(`POST /api/rooms/${UK_ROOM.roomId}/checkout`)).toBe(1);
  });
});
