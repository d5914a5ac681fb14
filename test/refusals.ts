import type { Fault } from '@unistay/sandbox';
import fc from 'fast-check';
import { expect } from 'vitest';

/**
 * Every answer but a success that a send can meet, as the API or the partner's proxy gives it:
 * each status the API documents or a proxy answers, a 403 with each `message` given, a 422 with
 * each set of `fieldErrors` given (and none), a wait to respect, and an answer that is not JSON.
 * For the sandbox's faults.
 */
export function refusalOf({
  forbidden,
  fieldErrors,
}: {
  forbidden: readonly string[];
  fieldErrors: readonly Record<string, string[]>[];
}): fc.Arbitrary<Omit<Fault, 'route'>> {
  return fc.oneof(
    fc.record({
      status: fc.constantFrom(400, 401, 403, 404, 405, 409, 410, 413, 415, 500, 502, 503, 504),
    }),
    fc.record({ status: fc.constant(403), message: fc.constantFrom(...forbidden) }),
    fc.record({ status: fc.constant(422), fieldErrors: fc.constantFrom(...fieldErrors, {}) }),
    fc.record({ status: fc.constant(429), retryAfterSeconds: fc.constantFrom(0, 30, 3600) }),
    fc.constant({ malformed: true }),
  );
}

/** What an enquiry's send can be refused with: a field a form shows, and one none does. */
export const enquiryRefusal = refusalOf({
  forbidden: [
    'Confirm that you are not a robot (the check just above the button), then send again.',
    'Forbidden.',
  ],
  fieldErrors: [
    { email: ['The email is invalid.'] },
    { 'resident_details.unknown': ['A field no form shows is invalid.'] },
  ],
});

/** What a student types into an enquiry form, by label. */
export const TYPED_ENQUIRY = {
  'First name': 'Amara',
  'Last name': 'Okafor',
  Email: 'amara@example.com',
  'Phone number': '+44 7700 900123',
  Message: 'Can I pay the deposit from abroad?',
};

/**
 * A refused enquiry, as the student meets it: `summary` says it in words, focus is on it (or on
 * the box it is drawn in: `active`, the focused element where the form lives), the success is not
 * shown, and every field still holds what was typed (`TYPED_ENQUIRY`).
 */
export function expectRefusalSaidAndKept({
  summary,
  active,
  fieldByLabel,
  successShown,
}: {
  summary: HTMLElement;
  active: Element | null | undefined;
  fieldByLabel: (label: string) => HTMLElement;
  successShown: boolean;
}) {
  expect(Boolean(active && (active.contains(summary) || summary.contains(active)))).toBe(true);
  // Focus fallen back to the page is no focus on the summary, though the page contains it.
  expect(active).not.toBe(summary.ownerDocument.body);
  // Said in words a student reads, not left to a red outline; and never the success.
  expect(summary.textContent?.trim().length ?? 0).toBeGreaterThan(20);
  expect(summary.textContent).not.toMatch(/undefined|\[object|^\s*\d{3}\s*$/);
  expect(successShown).toBe(false);
  for (const [label, value] of Object.entries(TYPED_ENQUIRY)) {
    const input = fieldByLabel(label) as HTMLInputElement;
    // The phone number is shown as the student's country writes it.
    if (label === 'Phone number') expect(input.value.replace(/\D/g, '')).toBe('447700900123');
    else expect(input.value).toBe(value);
  }
}
