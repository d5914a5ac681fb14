/**
 * A partner's app, as a partner writes it against the published packages. It is type-checked
 * against the packed tarballs installed outside this workspace (scripts/consumer.mjs), so a type
 * that does not resolve or a prop that changed shape fails there.
 */
import {
  createPartnerClient,
  type Enquiry,
  hasNextPage,
  iteratePages,
  PartnerApiError,
  partnerCredentials,
} from '@unistay/api-client';
import { createPartnerProxy, toNodeListener } from '@unistay/api-client/server';
import {
  mergeLocales,
  UnistayProvider,
  useCompleteCheckout,
  useCreateGeneralEnquiry,
  useEnquiries,
  useEnquiry,
  useEnquiryTableState,
  useStartCheckout,
} from '@unistay/react';
import { createSandbox } from '@unistay/sandbox';
import { sandboxCardProvider } from '@unistay/sandbox/card-provider';
import { sandboxHandlers } from '@unistay/sandbox/msw';
import { startSandboxServer } from '@unistay/sandbox/node';
import { createSandboxClient, setupSandboxServer } from '@unistay/sandbox/testing';
import {
  CustomCheckoutWizard,
  EnquiryTable,
  GeneralEnquiryForm,
  HostedCheckoutButton,
  SpecificEnquiryForm,
} from '@unistay/ui';
import { checkout, enquiryForm, enquiryTable, hostedCheckout } from '@unistay/ui/locales/fr';
import { stripeCardProvider } from '@unistay/ui/stripe';
import { setupServer } from 'msw/node';
import { useState } from 'react';

// The server: the API's token stays here.
export const proxy = createPartnerProxy({
  upstream: 'https://partner-api.example.com',
  partnerId: 'partner-1',
  accessToken: () => Promise.resolve('secret'),
  authorize: (_request, route) => route.name !== 'enquiries.list',
  rateLimit: {
    rules: {
      windowMs: 60_000,
      max: 20,
      key: (request) => request.headers.get('x-forwarded-for') ?? 'unknown',
    },
  },
});
export const listener = toNodeListener(proxy);

export async function everyEnquiry(): Promise<Enquiry[]> {
  const client = createPartnerClient({
    baseUrl: 'https://partner-api.example.com',
    credentials: partnerCredentials({
      partnerId: 'partner-1',
      accessToken: () => Promise.resolve('secret'),
    }),
  });
  const all: Enquiry[] = [];
  for await (const page of iteratePages((page) => client.enquiries.list({ page, perPage: 100 }))) {
    all.push(...page.items);
    if (!hasNextPage(page)) break;
  }
  return all;
}

// Tests: the sandbox behind MSW, or as a server.
export const mockServer = setupServer(...sandboxHandlers(createSandbox()));
// A partner's own tests: the sandbox behind MSW, and a client on it.
export const testApi = setupSandboxServer();
export const testClient = createSandboxClient();
export const sandboxServer = () => startSandboxServer({ port: 0 });

// The browser: no credentials, the proxy adds them.
const client = createPartnerClient({ baseUrl: '' });

function OwnDesignSystem({ enquiryId }: { enquiryId: string }) {
  const list = useEnquiries({ page: 1, perPage: 25, status: 'pending' });
  const one = useEnquiry(enquiryId);
  const ask = useCreateGeneralEnquiry();
  const start = useStartCheckout();
  const complete = useCompleteCheckout();
  const problem = [list.error, one.error, ask.error, start.error, complete.error].find(
    (error): error is PartnerApiError => PartnerApiError.is(error),
  );
  return (
    <section>
      <p>{list.data?.meta.total ?? 0} pending</p>
      <p>{one.data?.first_name}</p>
      {problem && <p role="alert">{problem.kind}</p>}
      <button
        type="button"
        onClick={() =>
          start.mutate({ roomId: 'room-1', booking_period_id: 'p-1', operator_id: 'op-1' })
        }
      >
        Book
      </button>
    </section>
  );
}

// Only the words of the families this page shows, in French.
const french = mergeLocales(enquiryForm, enquiryTable, checkout, hostedCheckout);

export function PartnerApp({ live }: { live: boolean }) {
  const table = useEnquiryTableState({ status: 'pending' }, { syncWithUrl: true });
  const [booked, setBooked] = useState<string | null>(null);
  return (
    <UnistayProvider client={client} locale={french} messages={{ submit: 'Ask us' }}>
      <GeneralEnquiryForm onEvent={(event) => console.log(event.type)} />
      <SpecificEnquiryForm operatorId="op-1" propertyId="prop-1" roomId="room-1" />
      <EnquiryTable state={table} caption="Enquiries" />
      <HostedCheckoutButton roomId="room-1" operatorId="op-1" bookingPeriodId="p-1" />
      <CustomCheckoutWizard
        roomId="room-1"
        operatorId="op-1"
        propertyCountry="gb"
        bookingPeriods={[{ id: 'p-1', label: '2026/27, 51 weeks', price_per_week: '189.00' }]}
        cardProvider={live ? stripeCardProvider() : sandboxCardProvider()}
        onBookingCreated={(booking) => setBooked(booking.booking_id)}
      />
      {booked && <p>Booked {booked}</p>}
      <OwnDesignSystem enquiryId="E1" />
    </UnistayProvider>
  );
}
