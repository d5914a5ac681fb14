import { placeholderImage } from './catalogue.js';
import type { Fault } from './faults.js';
import {
  bankConfirmPage,
  bookedPage,
  checkoutFormPage,
  HOSTED_CHECKOUT_CSS,
  HOSTED_CHECKOUT_HEADERS,
  unavailablePage,
} from './hostedCheckoutPage.js';
import { parseWith } from './parseWith.js';
import { answerBank, type PaymentIntent, TEST_CARDS } from './payments.js';
import { json, readBody, readJson, sandboxError, sandboxRefusal } from './responses.js';
import type { RouteContext } from './routeContext.js';
import { TooManyWebhooksError, webhookSubscriptionSchema } from './webhooks.js';

/** The sandbox's own routes, under `/__sandbox/`: never part of the client. */
export function createSandboxRoutes({ store }: RouteContext) {
  const { state, now, catalogue, faults, webhooks, reset, emit } = store;
  const { findRoom, publicEnquiry, recordBooking, paymentIntent, confirmPayment, payments } = store;

  async function handleSandboxRoute(request: Request, url: URL): Promise<Response> {
    const path = url.pathname.replace(/\/+$/, '');
    const method = request.method.toUpperCase();

    if (path === '/__sandbox/events' && method === 'GET') {
      return json({ events: sessionTokensHidden(state.events) });
    }
    if (path === '/__sandbox/payments' && method === 'GET') return json({ payments: payments() });
    if (path.startsWith('/__sandbox/webhooks')) return webhookRoute(request, path, method);
    const image = /^\/__sandbox\/images\/([a-z0-9_]+)-(\d)\.svg$/.exec(path);
    if (image && method === 'GET') {
      const [, id = '', number] = image;
      const place =
        findRoom(id)?.room.name ??
        catalogue.properties.find((property) => property.id === id)?.name;
      if (!place) return sandboxError(404, 'No such image.');
      return new Response(placeholderImage(`${id}-${number}`, place), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
      });
    }
    if (path === '/__sandbox/reset' && method === 'POST') {
      reset();
      return json({ reset: true });
    }
    if (path === '/__sandbox/faults') {
      if (method === 'GET') return json({ faults: faults.list() });
      if (method === 'DELETE') {
        faults.clear();
        return json({ faults: [] });
      }
      if (method === 'POST') {
        const body = await readJson(request, sandboxRefusal);
        if (body instanceof Response) return body;
        try {
          const added = (Array.isArray(body.faults) ? body.faults : [body]).map((fault) =>
            faults.add(fault as Fault),
          );
          return json({ added, faults: faults.list() }, 201);
        } catch (error) {
          return sandboxError(400, `Not a fault: ${(error as Error).message}`);
        }
      }
    }
    const statusRoute = /^\/__sandbox\/enquiries\/([^/]+)\/status$/.exec(path);
    if (statusRoute && method === 'POST') {
      return moveEnquiryStatus(request, decodeURIComponent(statusRoute[1] ?? ''));
    }
    const intentRoute = /^\/__sandbox\/payment_intents\/([^/]+)(\/confirm)?$/.exec(path);
    if (intentRoute) {
      const fault = faults.take(
        intentRoute[2] ? 'payment_intents.confirm' : 'payment_intents.retrieve',
      );
      if (fault) {
        const injected = await faults.apply(fault, request.signal);
        if (injected) return injected;
      }
      const intent = paymentIntent(intentRoute[1] ?? '');
      if (!intent) return sandboxError(404, 'No such payment intent.', 'resource_missing');
      if (!intentRoute[2] && method === 'GET') return json(intent);
      if (intentRoute[2] && method === 'POST') return confirmIntent(request, intent);
    }
    if (path === '/__sandbox/hosted-checkout.css' && method === 'GET') {
      return new Response(HOSTED_CHECKOUT_CSS, { headers: { 'Content-Type': 'text/css' } });
    }
    const bankRoute = /^\/__sandbox\/bank\/([^/]+)$/.exec(path);
    if (bankRoute) return bankPage(request, url, bankRoute[1] ?? '');
    const hostedRoute = /^\/__sandbox\/checkout\/([^/]+)(\/complete)?$/.exec(path);
    if (hostedRoute)
      return hostedCheckout(request, url, hostedRoute[1] ?? '', Boolean(hostedRoute[2]));
    return sandboxError(404, `No sandbox route ${method} ${path}.`);
  }

  async function moveEnquiryStatus(request: Request, id: string) {
    const body = await readJson(request, sandboxRefusal);
    if (body instanceof Response) return body;
    const status = typeof body.status === 'string' ? body.status.trim() : '';
    if (!status || status.length > 32)
      return sandboxError(400, 'Give a status of 1 to 32 characters.');
    const enquiry = state.enquiries.find((candidate) => candidate.id === id);
    if (!enquiry) return sandboxError(404, 'No such enquiry.');
    const previous = enquiry.status;
    enquiry.status = status;
    if (previous !== status) {
      emit(
        'enquiry.updated',
        { ...publicEnquiry(enquiry), previous_status: previous },
        enquiry.partnerId,
      );
    }
    return json({ id: enquiry.id, status });
  }

  /** Subscriptions as the sandbox shows them: which secrets are set, never their values. */
  const listedWebhooks = () =>
    webhooks.list().map(({ accessToken, headers, ...webhook }) => ({
      ...webhook,
      accessToken: accessToken ? 'set' : null,
      headers: Object.keys(headers ?? {}),
    }));

  async function webhookRoute(request: Request, path: string, method: string) {
    // JSON only: a page on another site cannot send it without asking first (CORS preflight).
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (method === 'POST' && type !== 'application/json') {
      return sandboxError(415, 'Send this route a JSON body, with Content-Type: application/json.');
    }
    if (path === '/__sandbox/webhooks/deliveries' && method === 'GET') {
      return json({ deliveries: sessionTokensHidden(webhooks.deliveries()) });
    }
    if (path === '/__sandbox/webhooks/faults' && method === 'POST') {
      const body = await readJson(request, sandboxRefusal);
      if (body instanceof Response) return body;
      try {
        webhooks.failNext(Number(body.failFirst ?? 1), body.failAs as 'answer_lost' | undefined);
        return json({ failFirst: body.failFirst ?? 1 }, 201);
      } catch (error) {
        return sandboxError(400, `Not a webhook fault: ${(error as Error).message}`);
      }
    }
    if (path === '/__sandbox/webhooks') {
      if (method === 'GET') return json({ webhooks: listedWebhooks() });
      if (method === 'POST') {
        const body = await readJson(request, sandboxRefusal);
        if (body instanceof Response) return body;
        try {
          const { id } = webhooks.subscribe(parseWith(webhookSubscriptionSchema, body));
          return json({ id, webhooks: listedWebhooks() }, 201);
        } catch (error) {
          if (error instanceof TooManyWebhooksError) return sandboxError(400, error.message);
          return sandboxError(400, `Not a webhook: ${(error as Error).message}`);
        }
      }
    }
    const one = /^\/__sandbox\/webhooks\/([^/]+)$/.exec(path);
    if (one && method === 'DELETE') {
      if (!webhooks.remove(decodeURIComponent(one[1] ?? ''))) {
        return sandboxError(404, 'No such webhook.');
      }
      return json({ webhooks: listedWebhooks() });
    }
    return sandboxError(404, `No sandbox route ${method} ${path}.`);
  }

  /** Confirms a payment intent with a test card, as the card provider's `confirmCardPayment` would. */
  async function confirmIntent(request: Request, intent: PaymentIntent) {
    const body = await readJson(request, sandboxRefusal);
    if (body instanceof Response) return body;
    if (body.client_secret !== intent.client_secret) {
      return sandboxError(400, 'The client secret does not match this payment intent.');
    }
    const cardNumber = String(body.card_number ?? '');
    const returnUrl = safeReturnUrl(typeof body.return_url === 'string' ? body.return_url : null);
    if (cardNumber.replace(/[\s-]/g, '') === TEST_CARDS.redirectsToBank && !returnUrl) {
      return sandboxError(
        400,
        'Give a return_url (http or https): the bank sends the student back to it.',
        'parameter_missing',
      );
    }
    const outcome = confirmPayment(intent, cardNumber, body.authenticated === true);
    if (outcome.ok && returnUrl && outcome.intent.status === 'requires_action') {
      if (cardNumber.replace(/[\s-]/g, '') === TEST_CARDS.redirectsToBank) {
        const bank = new URL(`/__sandbox/bank/${encodeURIComponent(intent.id)}`, request.url);
        bank.searchParams.set('client_secret', intent.client_secret);
        bank.searchParams.set('return_url', returnUrl);
        intent.next_action = {
          type: 'redirect_to_url',
          redirect_to_url: { url: bank.href, return_url: returnUrl },
        };
      }
    }
    if (outcome.ok) return json(outcome.intent);
    return json(
      { error: { code: outcome.code, message: outcome.message }, payment_intent: outcome.intent },
      outcome.status,
    );
  }

  /**
   * The bank's own page for the redirect test card: the student confirms or cancels, and is sent
   * back to the return address with the payment's id, its client secret and how it went, as the
   * card provider does. Answering twice moves no more money.
   */
  async function bankPage(request: Request, url: URL, intentId: string) {
    const html = (body: string, status = 200) =>
      new Response(body, { status, headers: HOSTED_CHECKOUT_HEADERS });
    let form = url.searchParams;
    if (request.method === 'POST') {
      const body = await readBody(request, sandboxRefusal);
      if (body instanceof Response) return body;
      form = new URLSearchParams(new TextDecoder().decode(body));
    }
    const intent = paymentIntent(intentId);
    const returnUrl = safeReturnUrl(form.get('return_url'));
    if (!intent || form.get('client_secret') !== intent.client_secret || !returnUrl) {
      return html(unavailablePage('This payment confirmation link is not valid.'), 404);
    }
    if (request.method !== 'POST') {
      return html(
        bankConfirmPage({
          action: `/__sandbox/bank/${encodeURIComponent(intent.id)}`,
          amount: intent.amount,
          currency: intent.currency,
          clientSecret: intent.client_secret,
          returnUrl,
        }),
      );
    }
    const answered = answerBank(intent, form.get('answer') === 'confirm');
    const back = new URL(returnUrl);
    back.searchParams.set('payment_intent', answered.id);
    back.searchParams.set('payment_intent_client_secret', answered.client_secret);
    back.searchParams.set(
      'redirect_status',
      answered.status === 'succeeded' || answered.status === 'processing' ? 'succeeded' : 'failed',
    );
    return new Response(null, { status: 303, headers: { Location: back.href } });
  }

  async function hostedCheckout(request: Request, url: URL, token: string, completing: boolean) {
    const html = (body: string, status = 200) =>
      new Response(body, { status, headers: HOSTED_CHECKOUT_HEADERS });
    const session = state.sessions.get(token);
    const place = session && findRoom(session.roomId);
    const period = place?.room.booking_periods.find((p) => p.id === session?.bookingPeriodId);
    if (!session || !place || !period)
      return html(unavailablePage('This checkout link is not valid.'), 404);
    const context = { ...place, period };
    let form = url.searchParams;
    if (completing) {
      const body = await readBody(request, sandboxRefusal);
      if (body instanceof Response) return body;
      form = new URLSearchParams(new TextDecoder().decode(body));
    }
    const returnUrl = safeReturnUrl(form.get('return_url'));
    if (session.bookingId) return html(bookedPage(context, session.bookingId, returnUrl));
    if (now() > session.expiresAt) {
      return html(unavailablePage('This checkout link has expired. Go back and start again.'), 410);
    }
    if (!completing || request.method !== 'POST') {
      return html(checkoutFormPage(context, `/__sandbox/checkout/${token}/complete`, returnUrl));
    }
    const intent = paymentIntent(session.intentId);
    if (intent) confirmPayment(intent, '4242424242424242', true);
    const booking = recordBooking(session, 'hosted');
    return html(bookedPage(context, booking.booking_id, returnUrl));
  }

  return handleSandboxRoute;
}

function safeReturnUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * What the sandbox's lists show of a checkout session's token: its start and end, enough to tell
 * one from another, never the token. Anyone who can read the lists (any visitor of a demo) could
 * otherwise complete or read another student's checkout with it.
 */
function sessionTokensHidden<Value>(value: Value): Value {
  return JSON.parse(
    JSON.stringify(value, (key, field) =>
      key === 'session_token' && typeof field === 'string' && field.length > 16
        ? `${field.slice(0, 11)}…${field.slice(-4)}`
        : field,
    ),
  ) as Value;
}
