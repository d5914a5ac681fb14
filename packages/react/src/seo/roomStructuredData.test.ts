import { createCatalogueClient, type Room } from '@unistay/api-client';
import { createSandbox } from '@unistay/sandbox';
import { createSandboxClient } from '@unistay/sandbox/testing';
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { roomMetadata } from './roomMetadata.js';
import { roomStructuredData, structuredDataScript } from './roomStructuredData.js';

const URL_OF_PAGE = 'https://rooms.example/rooms/room_riverside_ensuite';

/** A room as the sandbox serves it, read through the client as a server would. */
async function sandboxRoom(id = 'room_riverside_ensuite'): Promise<Room> {
  const sandbox = createSandbox();
  const client = createSandboxClient({
    fetch: (input, init) => sandbox.handle(new Request(input, init)),
  });
  return createCatalogueClient(client).rooms.get({ id });
}

/** One HTML parser for every page: a DOMParser parses as the browser does, at a tenth of a JSDOM. */
const htmlParser = new new JSDOM('').window.DOMParser();

/** The page a server would send: the JSON-LD in its script element, read by an HTML parser. */
function parsedPage(scriptText: string) {
  const document = htmlParser.parseFromString(
    `<!doctype html><html><head><script type="application/ld+json">${scriptText}</script></head><body><p>After</p></body></html>`,
    'text/html',
  );
  return {
    scripts: [...document.querySelectorAll('script')].map((script) => script.textContent ?? ''),
    body: document.body.innerHTML,
  };
}

describe('roomStructuredData', () => {
  it("gives a search engine the room's name, its price a week per period with its dates, and its address", async () => {
    const room = await sandboxRoom();
    const data = roomStructuredData(room, { url: URL_OF_PAGE, locale: 'en-GB' });
    const periods = room.booking_periods ?? [];
    expect(periods.length).toBeGreaterThan(0);

    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      url: URL_OF_PAGE,
      name: `${room.name}, ${room.property?.name}`,
      inLanguage: 'en-GB',
    });
    const offers = data.offers as Record<string, unknown>[];
    expect(offers).toHaveLength(periods.length);
    for (const [index, period] of periods.entries()) {
      const [day, month, year] = (period.start_date ?? '').split('-');
      expect(offers[index]).toMatchObject({
        '@type': 'Offer',
        price: String(Number(period.price_per_week)),
        priceCurrency: room.currency?.toUpperCase(),
        priceSpecification: { unitCode: 'WEE', referenceQuantity: { value: 1, unitCode: 'WEE' } },
        availabilityStarts: `${year}-${month}-${day}`,
        availableAtOrFrom: {
          '@type': 'Place',
          address: { '@type': 'PostalAddress', postalCode: room.address?.postcode },
        },
      });
    }
  });

  it('offers nothing for a room with no price or no currency, and keeps out what the API left out', () => {
    const bare = roomStructuredData({ id: 'room_1', name: 'Studio' }, { url: URL_OF_PAGE });
    expect(bare).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': `${URL_OF_PAGE}#room`,
      url: URL_OF_PAGE,
      sku: 'room_1',
      name: 'Studio',
    });
    const noCurrency = roomStructuredData({ id: 'r', price: '120' }, { url: URL_OF_PAGE });
    expect(noCurrency.offers).toBeUndefined();
    const priced = roomStructuredData(
      { id: 'r', price: '1,250.50', currency: 'gbp', is_available: false },
      { url: URL_OF_PAGE },
    );
    expect(priced.offers).toEqual([
      expect.objectContaining({
        price: '1250.5',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/SoldOut',
      }),
    ]);
  });

  it('stays inside its script element whatever the operator wrote, and parses back to the same data', () => {
    const hostile = fc.oneof(
      fc.string(),
      fc
        .array(
          fc.constantFrom(
            '</script>',
            '</SCRIPT >',
            '<!--',
            '-->',
            '<script>',
            '<![CDATA[',
            ']]>',
            '&amp;',
            '\u2028',
            '\u2029',
            '"',
            '\\',
            'Riverside',
          ),
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(hostile, hostile, hostile, (name, summary, city) => {
        const room: Room = {
          id: 'room_1',
          name,
          summary,
          price: 189,
          currency: 'GBP',
          address: { city },
          property: { name: summary },
          images: [{ large: `https://img.example/${encodeURIComponent(name)}.jpg` }],
        };
        const data = roomStructuredData(room, { url: URL_OF_PAGE });
        const text = structuredDataScript(data);
        // (the parse below is the proof; the text check names the cause)
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        const page = parsedPage(text);
        expect(page.scripts).toHaveLength(1);
        expect(page.body).toBe('<p>After</p>');
        expect(JSON.parse(page.scripts[0] ?? '')).toEqual(data);
      }),
      { numRuns: 300 },
    );
  });
});

describe('roomMetadata', () => {
  it("titles the page with the room and its property, and cards it with the first photo and the page's language", async () => {
    const room = await sandboxRoom();
    const metadata = roomMetadata(room, { url: URL_OF_PAGE, locale: 'pt-BR' });
    const photo = room.images?.[0];
    expect(metadata).toMatchObject({
      title: `${room.name}, ${room.property?.name}`,
      alternates: { canonical: URL_OF_PAGE },
      openGraph: {
        type: 'website',
        url: URL_OF_PAGE,
        locale: 'pt_BR',
        images: [{ url: photo?.large ?? photo?.medium }],
      },
    });
  });

  it('fits any description into a search result, cut at a word, and never empty', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (summary) => {
        const { description, openGraph } = roomMetadata(
          { id: 'r', name: 'Studio', summary },
          { url: URL_OF_PAGE },
        );
        const line = summary.replace(/\s+/g, ' ').trim();
        expect(description).toBe(openGraph.description);
        if (!line) expect(description).toBeUndefined();
        else if (line.length <= 160) expect(description).toBe(line);
        else {
          expect(description?.length).toBeLessThanOrEqual(160);
          expect(description?.endsWith('…')).toBe(true);
          expect(line.startsWith((description ?? '').slice(0, -1))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
