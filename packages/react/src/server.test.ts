import { createPartnerClient } from '@unistay/api-client';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as unistay from './index.js';

function Enquiries() {
  const { isPending } = unistay.useEnquiries();
  return createElement('p', null, isPending ? 'Loading enquiries' : 'Loaded');
}

describe('on a server', () => {
  it('imports and renders without a browser global, and fetches nothing', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    let fetched = 0;
    const client = createPartnerClient({
      baseUrl: 'https://partner-api.test',
      fetch: (async () => {
        fetched += 1;
        return new Response('{}');
      }) as typeof fetch,
    });
    const html = renderToString(
      createElement(unistay.UnistayProvider, { client }, createElement(Enquiries)),
    );
    expect(html).toContain('Loading enquiries');
    expect(fetched).toBe(0);
  });
});
