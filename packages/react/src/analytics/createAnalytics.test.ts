import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnalyticsDelivery, UnistayAnalyticsEvent } from './analyticsEvents.js';
import { CONSENT_TYPES, type ConsentChoice, type ConsentType, consentOfBanner } from './consent.js';
import { type AnalyticsRecord, createAnalytics } from './createAnalytics.js';
import { functionDestination } from './destinations.js';

const room = { roomId: 'room_riverside_ensuite', currency: 'GBP', pricePerWeek: 289 };
const viewed = (n: number): UnistayAnalyticsEvent => ({
  name: 'room_viewed',
  room: { ...room, roomId: `room_${n}` },
});

/** A measuring destination and an advertising one, each keeping what it was sent. */
function destinations() {
  const sent = { measure: [] as AnalyticsDelivery[], ads: [] as AnalyticsDelivery[] };
  return {
    sent,
    list: [
      functionDestination((event) => sent.measure.push(event), { name: 'measure' }),
      functionDestination((event) => sent.ads.push(event), {
        name: 'ads',
        needs: ['ad_storage', 'ad_user_data'],
      }),
    ],
  };
}

describe('createAnalytics', () => {
  it('holds events until consent, sends them in order on a grant, and drops them on a denial', () => {
    const { sent, list } = destinations();
    const analytics = createAnalytics({ destinations: list, globalPrivacyControl: false });
    const records: AnalyticsRecord[] = [];
    analytics.subscribe((record) => records.push(record));
    analytics.track(viewed(1));
    analytics.track(viewed(2));
    expect(sent).toEqual({ measure: [], ads: [] });
    expect(records.map((record) => record.outcome)).toEqual(['held', 'held', 'held', 'held']);

    analytics.setConsent(consentOfBanner({ analytics: true, marketing: false }));
    expect(sent.measure.map((event) => event.name === 'room_viewed' && event.room.roomId)).toEqual([
      'room_1',
      'room_2',
    ]);
    expect(sent.measure[0]?.version).toBe(1);
    expect(sent.ads).toEqual([]);
    expect(records.slice(4).map(({ destination, outcome }) => `${destination} ${outcome}`)).toEqual(
      ['measure sent', 'measure sent', 'ads dropped', 'ads dropped'],
    );

    analytics.track(viewed(3));
    expect(sent.measure).toHaveLength(3);
    expect(sent.ads).toEqual([]);
  });

  it('reads Global Privacy Control as a denial of advertising that a banner cannot lift', () => {
    const { sent, list } = destinations();
    const analytics = createAnalytics({ destinations: list, globalPrivacyControl: true });
    analytics.track(viewed(1));
    analytics.setConsent(consentOfBanner({ analytics: true, marketing: true }));
    analytics.track(viewed(2));
    expect(sent.measure).toHaveLength(2);
    expect(sent.ads).toEqual([]);
    expect(analytics.consent().ad_storage).toBe('denied');
  });

  it('keeps at most holdLimit events waiting, dropping the oldest', () => {
    const { sent, list } = destinations();
    const analytics = createAnalytics({ destinations: list, holdLimit: 2 });
    for (const n of [1, 2, 3]) analytics.track(viewed(n));
    analytics.setConsent({ analytics_storage: 'granted' });
    expect(sent.measure.map((event) => event.name === 'room_viewed' && event.room.roomId)).toEqual([
      'room_2',
      'room_3',
    ]);
  });

  it('reports a destination that throws as failed, and still sends to the others', () => {
    const sent: AnalyticsDelivery[] = [];
    const analytics = createAnalytics({
      consent: { analytics_storage: 'granted' },
      destinations: [
        functionDestination(
          () => {
            throw new Error('blocked by the browser');
          },
          { name: 'broken' },
        ),
        functionDestination((event) => sent.push(event)),
      ],
    });
    const records: AnalyticsRecord[] = [];
    analytics.subscribe((record) => records.push(record));
    analytics.track(viewed(1));
    expect(records.map((record) => record.outcome)).toEqual(['failed', 'sent']);
    expect(sent).toHaveLength(1);
  });

  /** One thing a page does: report an event, or record a banner's answer for some types. */
  const step = fc.oneof(
    fc.nat({ max: 1000 }).map((n) => ({ track: n })),
    fc
      .dictionary(
        fc.constantFrom(...CONSENT_TYPES),
        fc.constantFrom<ConsentChoice>('granted', 'denied'),
      )
      .map((choice) => ({ consent: choice as Partial<Record<ConsentType, ConsentChoice>> })),
  );

  it('on any sequence of events and answers, sends nothing without consent, in order, and never loses one silently', () => {
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 40 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 6 }),
        (steps, gpc, holdLimit) => {
          const sent = new Map<string, number[]>([
            ['measure', []],
            ['ads', []],
          ]);
          let analytics: ReturnType<typeof createAnalytics> | undefined;
          const to = (name: string, needs: readonly ConsentType[]) =>
            functionDestination(
              (event) => {
                // Sent only while every type it needs is granted.
                for (const type of needs) expect(analytics?.consent()[type]).toBe('granted');
                if (event.name === 'room_viewed')
                  sent.get(name)?.push(Number(event.room.roomId.slice(5)));
              },
              { name, needs },
            );
          analytics = createAnalytics({
            destinations: [
              to('measure', ['analytics_storage']),
              to('ads', ['ad_storage', 'ad_user_data']),
            ],
            globalPrivacyControl: gpc,
            holdLimit,
          });
          const outcomes = new Map<string, string[]>();
          const waiting = new Map<string, number>();
          analytics.subscribe(({ event, destination, outcome }) => {
            if (event.name !== 'room_viewed') return;
            const key = `${destination} ${event.room.roomId}`;
            const before = outcomes.get(key) ?? [];
            outcomes.set(key, [...before, outcome]);
            const change = outcome === 'held' ? 1 : before.at(-1) === 'held' ? -1 : 0;
            waiting.set(destination, (waiting.get(destination) ?? 0) + change);
            // Never more waiting in memory than the limit.
            expect(waiting.get(destination)).toBeLessThanOrEqual(holdLimit);
          });
          const tracked: number[] = [];
          steps.forEach((each, index) => {
            if ('track' in each) {
              // Numbered by position, so each event is told from the others.
              tracked.push(index);
              analytics?.track(viewed(index));
            } else analytics?.setConsent(each.consent);
          });
          analytics.setConsent(consentOfBanner({ analytics: true, marketing: true }));
          for (const [name, received] of sent) {
            // In the order they were reported, each once.
            expect(received).toEqual(tracked.filter((n) => received.includes(n)));
            for (const n of tracked) {
              const story = outcomes.get(`${name} room_${n}`) ?? [];
              // Every event ends sent or dropped, each said; a held one was held first.
              expect(story.at(-1)).toMatch(/^(sent|dropped)$/);
              expect(story.filter((outcome) => outcome === 'sent').length).toBe(
                received.includes(n) ? 1 : 0,
              );
            }
          }
          if (gpc) expect(sent.get('ads')).toEqual([]);
        },
      ),
    );
  });
});
