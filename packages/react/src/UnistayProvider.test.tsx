import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import { createPartnerClient } from '@unistay/api-client';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { textDirection } from './locale.js';
import { UnistayProvider, useUnistay, useUnistayClient } from './UnistayProvider.js';

const client = createPartnerClient({ baseUrl: '' });

describe('UnistayProvider', () => {
  it('tells how to fix a missing provider', () => {
    expect(() => renderHook(() => useUnistayClient())).toThrow(
      'No Unistay client set: wrap the part of your app that uses Unistay in <UnistayProvider client={createPartnerClient(...)}>.',
    );
  });

  it("uses the host's QueryClient when there is one", () => {
    const host = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={host}>
        <UnistayProvider client={client}>{children}</UnistayProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useQueryClient(), { wrapper });
    expect(result.current).toBe(host);
  });

  it('creates a QueryClient only when there is none, and keeps it across renders', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <UnistayProvider client={client}>{children}</UnistayProvider>
    );
    const { result, rerender } = renderHook(() => useQueryClient(), { wrapper });
    const created = result.current;
    expect(created).toBeInstanceOf(QueryClient);
    rerender();
    expect(result.current).toBe(created);
  });

  it('prefers the QueryClient it is given, and passes on the client, locale and messages', () => {
    const given = new QueryClient();
    const messages = { submit: 'Envoyer' };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <UnistayProvider client={client} queryClient={given} locale="fr" messages={messages}>
        {children}
      </UnistayProvider>
    );
    const { result } = renderHook(
      () => ({ queryClient: useQueryClient(), unistay: useUnistay() }),
      { wrapper },
    );
    expect(result.current.queryClient).toBe(given);
    expect(result.current.unistay).toMatchObject({ locale: 'fr', direction: 'ltr', messages });
    expect(result.current.unistay.client).not.toBe(client);
  });

  it('takes a pack for its locale: the tag, the direction, and its words under the given ones', () => {
    const arabic = {
      locale: 'ar',
      direction: 'rtl' as const,
      messages: { submit: 'إرسال', back: 'رجوع' },
    };
    const messages = { back: 'السابق' };
    const { result } = renderHook(() => useUnistay(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <UnistayProvider client={client} locale={arabic} messages={messages}>
          {children}
        </UnistayProvider>
      ),
    });
    expect(result.current).toMatchObject({
      locale: 'ar',
      direction: 'rtl',
      messages: { submit: 'إرسال', back: 'السابق' },
    });
  });

  it('asks the API to answer in its locale, following a change at once', async () => {
    const asked: (string | null)[] = [];
    const recording = createPartnerClient({
      baseUrl: 'https://partner.test',
      locale: 'en',
      fetch: async (_url, init) => {
        asked.push(new Headers(init?.headers).get('accept-language'));
        return Response.json({ success: true, code: 0, message: 'OK', data: { item: {} } });
      },
    });
    let locale: string | undefined;
    const { result, rerender } = renderHook(() => useUnistay().client, {
      wrapper: ({ children }) => (
        <UnistayProvider client={recording} {...(locale ? { locale } : {})}>
          {children}
        </UnistayProvider>
      ),
    });
    const ask = () => result.current.enquiries.get({ id: 'enq_1' }).catch(() => undefined);

    await ask();
    locale = 'de';
    rerender();
    await ask();
    locale = 'ar';
    rerender();
    await ask();
    await result.current.enquiries.get({ id: 'enq_1' }, { locale: 'fr' }).catch(() => undefined);
    // Without a locale of its own the provider leaves the client's; a call's own wins over both.
    expect(asked).toEqual(['en', 'de', 'ar', 'fr']);
  });

  it('names a locale that is not a language tag', () => {
    expect(() =>
      renderHook(() => useUnistay(), {
        wrapper: ({ children }: { children: ReactNode }) => (
          <UnistayProvider client={client} locale="en_GB">
            {children}
          </UnistayProvider>
        ),
      }),
    ).toThrow('UnistayProvider: locale "en_GB" is not a BCP 47 tag, like "en-GB".');
  });

  it.each([
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['he', 'rtl'],
    ['fa-IR', 'rtl'],
    ['ur', 'rtl'],
    ['az-Arab', 'rtl'],
    ['ku-Latn', 'ltr'],
    ['en-GB', 'ltr'],
    ['ja', 'ltr'],
    ['arn', 'ltr'],
    ['ks', 'rtl'],
    ['pa-Arab', 'rtl'],
    ['pa', 'ltr'],
  ])('reads %s as %s from a tag alone', (locale, direction) => {
    expect(textDirection(locale)).toBe(direction);
  });

  it('renders its children', () => {
    const view = render(
      <UnistayProvider client={client}>
        <p>inside</p>
      </UnistayProvider>,
    );
    expect(view.getByText('inside')).toBeTruthy();
  });
});
