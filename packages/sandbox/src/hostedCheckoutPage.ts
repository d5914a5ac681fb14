import type { BookingPeriod, Property, Room } from './catalogueTypes.js';
import { parseWireDate } from './wireSchemas.js';

/** Text made safe inside HTML or an attribute: `& < > " '` as character references. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export const HOSTED_CHECKOUT_CSS = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1f24}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;border:1px solid #d0d4da}
h1{font-size:1.5rem;margin-top:0}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dt{font-weight:600}button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#1d4ed8;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.sandbox{font-size:.875rem;color:#4b5563}
`;

export const HOSTED_CHECKOUT_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'self'; form-action 'self' http: https:; base-uri 'none'; frame-ancestors 'none'",
};

interface PageContext {
  property: Property;
  room: Room;
  period: BookingPeriod;
}

function page(
  title: string,
  body: string,
  footnote = 'Sandbox hosted checkout: no real payment is taken.',
): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/__sandbox/hosted-checkout.css"></head>
<body><main>${body}<p class="sandbox">${escapeHtml(footnote)}</p></main></body></html>`;
}

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
/** A period's wire date (`DD-MM-YYYY`) in words; anything else as it is. */
const stayDate = (value: string) => {
  const date = parseWireDate(value, 'DD-MM-YYYY');
  return date ? longDate.format(date.time) : value;
};

function summary({ property, room, period }: PageContext): string {
  const price = new Intl.NumberFormat('en', { style: 'currency', currency: property.currency });
  return `<dl>
<dt>Property</dt><dd>${escapeHtml(property.name)}, ${escapeHtml(property.city)}</dd>
<dt>Room</dt><dd>${escapeHtml(room.name)}</dd>
<dt>Stay</dt><dd>${escapeHtml(period.label)}: ${escapeHtml(stayDate(period.start_date))} to ${escapeHtml(stayDate(period.end_date))}</dd>
<dt>Price</dt><dd>${escapeHtml(price.format(Number(period.price_per_week)))} a week</dd>
<dt>Due now</dt><dd>${escapeHtml(price.format(Number(period.holding_deposit)))} holding deposit</dd>
</dl>`;
}

/** The form a student meets at `checkout_url`. */
export function checkoutFormPage(context: PageContext, action: string, returnUrl: string | null) {
  const returnField = returnUrl
    ? `<input type="hidden" name="return_url" value="${escapeHtml(returnUrl)}">`
    : '';
  return page(
    'Secure checkout',
    `<h1>Secure checkout</h1>${summary(context)}
<form method="post" action="${escapeHtml(action)}">${returnField}<button type="submit">Pay and book</button></form>`,
  );
}

export function bookedPage(context: PageContext, bookingId: string, returnUrl: string | null) {
  const back = returnUrl
    ? `<p><a href="${escapeHtml(returnUrl)}">Return to the site you came from</a></p>`
    : '';
  return page(
    'Booking confirmed',
    `<h1>Booking confirmed</h1><p>Your booking reference is <strong>${escapeHtml(bookingId)}</strong>.</p>${summary(context)}${back}`,
  );
}

/**
 * The bank's page the redirect test card sends the student to: confirm or cancel the payment.
 * (A bank's page is the bank's, in its own language: the sandbox's is in English.)
 */
export function bankConfirmPage({
  action,
  amount,
  currency,
  clientSecret,
  returnUrl,
}: {
  action: string;
  /** In the currency's smallest unit, as the card provider counts it. */
  amount: number;
  currency: string;
  clientSecret: string;
  returnUrl: string;
}) {
  const price = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return page(
    'Confirm your payment',
    `<h1>Confirm your payment</h1>
<p>Your bank asks you to confirm a payment of <strong>${escapeHtml(price.format(amount / 100))}</strong>.</p>
<form method="post" action="${escapeHtml(action)}">${hidden('client_secret', clientSecret)}${hidden('return_url', returnUrl)}
<button type="submit" name="answer" value="confirm">Confirm payment</button>
<button type="submit" name="answer" value="cancel">Cancel</button></form>`,
    'Sandbox bank: no real payment is taken.',
  );
}

export function unavailablePage(reason: string) {
  return page('Checkout unavailable', `<h1>Checkout unavailable</h1><p>${escapeHtml(reason)}</p>`);
}
