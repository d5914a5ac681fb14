import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createPartnerClient, partnerCredentials } from '@unistay/api-client';
import { SANDBOX_PARTNERS } from '@unistay/sandbox';
import { createSandboxClient, SANDBOX_TEST_URL } from '@unistay/sandbox/testing';
import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../../../test/sandboxSetup.js';
import { createUnistayQueryClient } from './queries/queryClient.js';
import { UnistayProvider } from './UnistayProvider.js';
import { useRoom } from './useCatalogue.js';
import { useEnquiries } from './useEnquiries.js';

const api = setupSandboxServer();
const [first, second] = SANDBOX_PARTNERS;
const clientOf = (partner: typeof first) =>
  createPartnerClient({
    baseUrl: SANDBOX_TEST_URL,
    credentials: partner && partnerCredentials(partner),
  });

/** Shows the error its children threw, as a partner's error boundary would. */
class ShowError extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function EnquiryIds({ label }: { label: string }) {
  const { data } = useEnquiries({ perPage: 100 });
  return (
    <ul aria-label={label}>
      {data?.items.map((item) => (
        <li key={item.id}>{item.id}</li>
      ))}
    </ul>
  );
}

/** The room's amenities, as the API labelled them. */
function Amenities() {
  const { data } = useRoom('room_riverside_ensuite');
  return <p>{data?.amenities?.general?.map((amenity) => amenity.label).join(', ')}</p>;
}

describe('one cache per client and language', () => {
  it('refuses, in development, two providers with different clients in one scope of one QueryClient', () => {
    const queryClient = new QueryClient();
    render(
      <ShowError>
        <UnistayProvider client={clientOf(first)} queryClient={queryClient}>
          <p>First</p>
        </UnistayProvider>
        <UnistayProvider client={clientOf(second)} queryClient={queryClient}>
          <p>Second</p>
        </UnistayProvider>
      </ShowError>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'UnistayProvider: two providers with different clients share one QueryClient in the scope "default", so each would read the other\'s cached data, enquiries included. Give each its own `scope`',
    );
  });

  it("keeps two partners apart when each provider names its scope: never the other's enquiries", async () => {
    const queryClient = createUnistayQueryClient();
    render(
      <>
        <UnistayProvider client={clientOf(first)} queryClient={queryClient} scope="first">
          <EnquiryIds label="First partner" />
        </UnistayProvider>
        <UnistayProvider client={clientOf(second)} queryClient={queryClient} scope="second">
          <EnquiryIds label="Second partner" />
        </UnistayProvider>
      </>,
    );
    const ids = (label: string): string[] =>
      screen.getByRole('list', { name: label }).textContent?.match(/ENQ-\w+/g) ?? [];
    await waitFor(() => expect(ids('First partner').length).toBeGreaterThan(0));
    await waitFor(() => expect(ids('Second partner').length).toBeGreaterThan(0));

    const shared = ids('First partner').filter((id) => ids('Second partner').includes(id));
    expect(shared).toEqual([]);
    const scopes = queryClient
      .getQueryCache()
      .getAll()
      .map(({ queryKey }) => queryKey[1]);
    expect(new Set(scopes)).toEqual(new Set(['first', 'second']));
  });

  it('caches the catalogue per language: a switch asks in the new one, and shows no label of the old', async () => {
    const queryClient = createUnistayQueryClient();
    const client = createSandboxClient();
    const page = (locale: string) => (
      <UnistayProvider client={client} queryClient={queryClient} locale={locale}>
        <Amenities />
      </UnistayProvider>
    );
    const view = render(page('de'));
    expect(await screen.findByText(/WLAN inklusive/)).toBeInTheDocument();

    view.rerender(page('fr'));
    expect(await screen.findByText(/Wi-Fi inclus, Salle de sport/)).toBeInTheDocument();
    expect(screen.queryByText(/WLAN/)).not.toBeInTheDocument();

    // Back to German: from the cache, without asking.
    const asked = api.count('GET /api/rooms/room_riverside_ensuite');
    view.rerender(page('de'));
    expect(await screen.findByText(/WLAN inklusive/)).toBeInTheDocument();
    expect(api.count('GET /api/rooms/room_riverside_ensuite')).toBe(asked);
    expect(asked).toBe(2);
  });
});
