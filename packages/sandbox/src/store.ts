import type { Catalogue } from './catalogueTypes.js';
import { createFaults } from './faults.js';
import { confirmPaymentIntent, type PaymentIntent, settlePaymentIntent } from './payments.js';
import type { SandboxOptions } from './sandboxOptions.js';
import {
  createEnquiries,
  createRandom,
  type Random,
  SANDBOX_PARTNERS,
  type StoredEnquiry,
} from './seed.js';
import { createCatalogue } from './seedCatalogue.js';
import { ID_ALPHABET, unguessable } from './unguessable.js';
import { createWebhooks, type PartnerEventBody } from './webhooks.js';

/**
 * A booking the sandbox made when a checkout completed (`channel`: custom or hosted), as
 * `sandbox.bookings()` lists it.
 */
export interface SandboxBooking {
  booking_id: string;
  partner_id: string;
  room_id: string;
  booking_period_id: string;
  session_token: string;
  channel: 'custom' | 'hosted';
  created_at: string;
}

/** An event as the sandbox posts it to webhooks (`type` and `payload`), with when and for whom. */
export interface SandboxEvent extends PartnerEventBody {
  id: string;
  partner_id: string;
  created_at: string;
}

interface CheckoutSession {
  token: string;
  partnerId: string;
  roomId: string;
  bookingPeriodId: string;
  expiresAt: number;
  intentId: string;
  bookingId: string | null;
}

const DEFAULT_SEED = 20_260_901;

/**
 * How many of each record the sandbox keeps, the oldest dropped first when one more is made: a
 * sandbox left running (or a loop of requests) cannot grow its memory without end.
 */
export const KEPT = {
  /** Events (`GET /__sandbox/events`). */
  events: 500,
  /** Checkout sessions, each with its payment intent: a dropped session's token is invalid. */
  checkouts: 1000,
  bookings: 1000,
  /** Enquiries made over the API, beside the seeded ones, which are always kept. */
  createdEnquiries: 1000,
} as const;

/** Appends `item`, dropping the oldest items past `kept`. */
function keepLatest<T>(list: T[], item: T, kept: number) {
  list.push(item);
  if (list.length > kept) list.splice(0, list.length - kept);
}

/** A payment as `payments()` and `GET /__sandbox/payments` list it. */
export interface SandboxPayment {
  intent_id: string;
  session_token: string;
  room_id: string;
  booking_period_id: string;
  status: PaymentIntent['status'];
  /** Money moved: 0 or 1. A `processing` payment has moved none yet, and will. */
  charges: number;
  amount: number;
  currency: string;
}

/** What the sandbox holds: the seeded data, what callers made, and the webhooks that hear of it. */
interface SandboxState {
  random: Random;
  enquiries: StoredEnquiry[];
  /** The seeded enquiries, first in `enquiries`. */
  seededEnquiries: number;
  nextSequence: number;
  sessions: Map<string, CheckoutSession>;
  intents: Map<string, PaymentIntent>;
  bookings: SandboxBooking[];
  events: SandboxEvent[];
}

/**
 * The sandbox's store: its state (reset to the seed by `reset`), the records it keeps, and the
 * events they raise. The routes read and change it; nothing here knows about HTTP.
 */
export function createSandboxStore(options: SandboxOptions) {
  const partners = options.partners ?? SANDBOX_PARTNERS;
  const now = options.now ?? Date.now;
  const settleMs = options.paymentSettleMs ?? 3_000;
  const catalogue: Catalogue = createCatalogue();
  const faults = createFaults(options.faults);
  let sequenceOf = new Map<string, number>();
  /** Ids of the sandbox's own records, counted apart from the seeded random ids so they stay put. */
  const newId = (prefix: string) => {
    const next = (sequenceOf.get(prefix) ?? 0) + 1;
    sequenceOf.set(prefix, next);
    return `${prefix}_${next}`;
  };
  const webhooks = createWebhooks({
    initial: options.webhooks,
    delivery: options.webhookDelivery,
    now,
    newId,
    fetch: options.fetch,
  });
  const state = {} as SandboxState;

  function reset() {
    const random = createRandom(options.seed ?? DEFAULT_SEED);
    const enquiries = createEnquiries(partners, catalogue, random, options.enquiryCounts);
    Object.assign(state, {
      random,
      enquiries,
      seededEnquiries: enquiries.length,
      nextSequence: enquiries.length + 1,
      sessions: new Map(),
      intents: new Map(),
      bookings: [],
      events: [],
    } satisfies SandboxState);
    sequenceOf = new Map();
    webhooks.reset();
    faults.clear();
    options.faults?.forEach(faults.add);
  }
  reset();

  const findRoom = (roomId: string) => {
    for (const property of catalogue.properties) {
      const room = property.rooms.find((candidate) => candidate.id === roomId);
      if (room) return { property, room };
    }
    return null;
  };

  function publicEnquiry(enquiry: StoredEnquiry) {
    const {
      partnerId: _partner,
      sequence: _sequence,
      metadata,
      additional_fields,
      ...rest
    } = enquiry;
    // Returned as the reference's examples send them: strings holding JSON; metadata only where
    // the enquiry was created with it (the public API's model has neither field).
    return {
      ...rest,
      ...(metadata ? { metadata: JSON.stringify(metadata) } : {}),
      additional_fields: JSON.stringify(additional_fields),
    };
  }

  /** Stores an enquiry made over the API; past `KEPT.createdEnquiries`, the oldest of those goes. */
  function addEnquiry(enquiry: StoredEnquiry) {
    state.enquiries.push(enquiry);
    const created = state.enquiries.length - state.seededEnquiries;
    if (created > KEPT.createdEnquiries) {
      state.enquiries.splice(state.seededEnquiries, created - KEPT.createdEnquiries);
    }
  }

  /** Stores a checkout session and its payment intent; past `KEPT.checkouts`, the oldest go. */
  function addCheckout(session: CheckoutSession, intent: PaymentIntent) {
    state.intents.set(intent.id, intent);
    state.sessions.set(session.token, session);
    for (const [token, oldest] of state.sessions) {
      if (state.sessions.size <= KEPT.checkouts) break;
      state.sessions.delete(token);
      state.intents.delete(oldest.intentId);
    }
  }

  function recordBooking(session: CheckoutSession, channel: SandboxBooking['channel']) {
    const booking: SandboxBooking = {
      booking_id: `BK-${unguessable(8, ID_ALPHABET)}`,
      partner_id: session.partnerId,
      room_id: session.roomId,
      booking_period_id: session.bookingPeriodId,
      session_token: session.token,
      channel,
      created_at: new Date(now()).toISOString(),
    };
    session.bookingId = booking.booking_id;
    keepLatest(state.bookings, booking, KEPT.bookings);
    const place = findRoom(session.roomId);
    const period = place?.room.booking_periods.find((p) => p.id === session.bookingPeriodId);
    // The booking event, in the public example's shape: the period (camelCase dates, its terms as
    // `contract`), the room type, and the booking.
    emit(
      'contract.added',
      {
        booking: {
          id: booking.booking_id,
          status: 'confirmed',
          created_at: booking.created_at,
          session_token: session.token,
          channel,
        },
        booking_period: period && {
          id: period.id,
          startDate: period.start_date,
          endDate: period.end_date,
          contract: {
            holding_fee: period.holding_deposit,
            maximum_bookings: period.maximum_bookings,
            // Rent in three termly instalments for a long tenancy, one for a short one: the
            // common pattern in UK student housing; the seed has no terms of its own.
            instalments: weeksBetween(period.start_date, period.end_date) > 26 ? 3 : 1,
            price_per_week: period.price_per_week,
          },
        },
        room_type: place && {
          id: place.room.id,
          name: place.room.name,
          property: { id: place.property.id, name: place.property.name },
        },
      },
      session.partnerId,
    );
    return booking;
  }

  /** Records an event and posts it to the webhooks subscribed to it. */
  function emit(type: string, payload: Record<string, unknown>, partnerId: string) {
    const event: SandboxEvent = {
      id: newId('evt'),
      type,
      partner_id: partnerId,
      created_at: new Date(now()).toISOString(),
      payload,
    };
    keepLatest(state.events, event, KEPT.events);
    webhooks.emit({ type, payload }, partnerId);
  }

  /** A payment intent as it stands now: a `processing` one whose time has come has succeeded. */
  function paymentIntent(id: string): PaymentIntent | undefined {
    const intent = state.intents.get(id);
    return intent && settlePaymentIntent(intent, now());
  }

  /** Confirms an intent with a test card on the sandbox's clock. */
  const confirmPayment = (intent: PaymentIntent, cardNumber: string, authenticated: boolean) =>
    confirmPaymentIntent(intent, cardNumber, authenticated, { now: now(), settleMs });

  /**
   * Every payment the sandbox's card provider holds, with what it was for: the record of money
   * moved (`charges`) that a test counts, never what a checkout believes it paid.
   */
  function payments(): SandboxPayment[] {
    return [...state.sessions.values()].flatMap((session) => {
      const intent = paymentIntent(session.intentId);
      if (!intent) return [];
      return [
        {
          intent_id: intent.id,
          session_token: session.token,
          room_id: session.roomId,
          booking_period_id: session.bookingPeriodId,
          status: intent.status,
          charges: intent.charges,
          amount: intent.amount,
          currency: intent.currency,
        },
      ];
    });
  }

  return {
    partners,
    now,
    paymentIntent,
    confirmPayment,
    payments,
    catalogue,
    faults,
    webhooks,
    state,
    reset,
    findRoom,
    publicEnquiry,
    addEnquiry,
    addCheckout,
    recordBooking,
    emit,
  };
}

export type SandboxStore = ReturnType<typeof createSandboxStore>;

/** Whole weeks between two `DD-MM-YYYY` dates. */
function weeksBetween(start: string, end: string): number {
  const time = (date: string) => {
    const [day, month, year] = date.split('-').map(Number);
    return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
  };
  return Math.floor((time(end) - time(start)) / (7 * 24 * 60 * 60 * 1000));
}
