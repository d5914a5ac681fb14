/**
 * Renders every component of the published packages to a string, in Node, as a server-rendering
 * framework would: no `window`, no `document`, and no request made while rendering. Run by
 * scripts/consumer.mjs inside the throw-away app, against the installed tarballs.
 */
import assert from 'node:assert/strict';
import { createPartnerClient } from '@unistay/api-client';
import { UnistayProvider } from '@unistay/react';
import { sandboxCardProvider } from '@unistay/sandbox/card-provider';
import {
  CustomCheckoutWizard,
  EnquiryDetails,
  EnquiryStatusFilter,
  EnquiryTable,
  ErrorSummary,
  enquiryTableMessages,
  Field,
  FormField,
  FormScope,
  GeneralEnquiryForm,
  HostedCheckoutButton,
  PageRangeSummary,
  PageSizeSelect,
  Pagination,
  RadioGroupField,
  SpecificEnquiryForm,
  useGeneralEnquiryForm,
} from '@unistay/ui';
import { stripeCardProvider } from '@unistay/ui/stripe';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';

assert.equal(typeof window, 'undefined');
assert.equal(typeof document, 'undefined');

let requests = 0;
const client = createPartnerClient({
  baseUrl: 'https://partner-api.test',
  fetch: async () => {
    requests += 1;
    return new Response('{}');
  },
});
const t = (key, values = {}) =>
  (enquiryTableMessages[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => values[name] ?? '');
const noop = () => {};

/** The form parts, wired to the headless hook as a partner's own layout would. */
function OwnFormLayout() {
  const { form, t: translate, failedSubmits, fieldNames } = useGeneralEnquiryForm();
  return h(
    FormScope,
    { form, formId: 'own', t: translate },
    h(
      'form',
      null,
      h(ErrorSummary, { fieldNames, failedSubmits }),
      h(FormField, { name: 'first_name', label: 'First name' }),
      h(RadioGroupField, {
        name: 'message',
        legend: 'How did you hear of us?',
        options: [{ value: 'friend', label: 'A friend' }],
      }),
      h(
        Field,
        { name: 'email' },
        h(Field.Label, null, 'Email'),
        h(Field.Hint, null, 'We reply here'),
        h(Field.Control, { type: 'email' }),
        h(Field.Error),
      ),
    ),
  );
}

const wizard = {
  roomId: 'room-1',
  operatorId: 'op-1',
  propertyCountry: 'gb',
  bookingPeriods: [{ id: 'p-1', label: '2026/27' }],
};
/** Each component: how to render it, and text its HTML must hold. */
const components = {
  GeneralEnquiryForm: [() => h(GeneralEnquiryForm), 'First name'],
  SpecificEnquiryForm: [
    () => h(SpecificEnquiryForm, { operatorId: 'op-1', propertyId: 'prop-1', roomId: 'room-1' }),
    'Send enquiry',
  ],
  EnquiryTable: [() => h(EnquiryTable, { caption: 'Enquiries' }), 'Loading enquiries'],
  EnquiryStatusFilter: [
    () => h(EnquiryStatusFilter, { value: undefined, onChange: noop, t }),
    '<select',
  ],
  PageSizeSelect: [() => h(PageSizeSelect, { value: 25, onChange: noop, t }), '25'],
  PageRangeSummary: [
    () => h(PageRangeSummary, { page: 2, perPage: 10, count: 10, total: 57, t }),
    '57',
  ],
  Pagination: [() => h(Pagination, { page: 2, totalPages: 6, onPageChange: noop }), '6'],
  EnquiryDetails: [() => h(EnquiryDetails, { id: 'E1' }), 'Loading the enquiry'],
  HostedCheckoutButton: [
    () => h(HostedCheckoutButton, { roomId: 'room-1', operatorId: 'op-1', bookingPeriodId: 'p-1' }),
    '<button',
  ],
  'CustomCheckoutWizard (sandbox cards)': [
    () => h(CustomCheckoutWizard, { ...wizard, cardProvider: sandboxCardProvider() }),
    '2026/27',
  ],
  'CustomCheckoutWizard (Stripe)': [
    () => h(CustomCheckoutWizard, { ...wizard, cardProvider: stripeCardProvider() }),
    '2026/27',
  ],
  'FormScope, ErrorSummary, FormField, RadioGroupField, Field': [
    () => h(OwnFormLayout),
    'We reply here',
  ],
};

const failures = [];
for (const [name, [render, expected]] of Object.entries(components)) {
  try {
    const html = renderToString(h(UnistayProvider, { client }, render()));
    assert.ok(html.length > 0, 'rendered nothing');
    assert.ok(html.includes(expected), `the HTML lacks ${JSON.stringify(expected)}`);
    console.log(`rendered ${name}: ${html.length} characters`);
  } catch (error) {
    failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
if (requests > 0) failures.push(`rendering made ${requests} request(s); it should make none`);
if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
