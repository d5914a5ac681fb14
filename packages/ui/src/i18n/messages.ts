import { validationMessages } from '@unistay/api-client';
import { useUnistay } from '@unistay/react';
import { useMemo } from 'react';

/** Words more than one component family shows. */
export const commonMessages = {
  tryAgain: 'Try again',
};

/**
 * Words every form shares: the validation messages of the API's schemas (by their codes), the
 * person's fields, and the error summary.
 */
export const formMessages = {
  ...validationMessages,
  ...commonMessages,
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  phoneHint: 'Include the country code, for example +44 7700 900123',
  optional: '(optional)',
  selectPlaceholder: 'Select an option',
  errorSummaryTitle: 'There is a problem',
};

/** Every text the enquiry forms show, in English. Override any of them with `messages`. */
export const enquiryFormMessages = {
  ...formMessages,
  message: 'Message',
  enquiringAbout: 'Enquiring about {room} at {property}',
  enquiringAboutProperty: 'Enquiring about {property}',
  submit: 'Send enquiry',
  sending: 'Sending your enquiry…',
  successHeading: 'Enquiry sent',
  successReference: 'Your reference is {reference}.',
  sendAnother: 'Send another enquiry',
  announceSuccess: 'Enquiry sent. Your reference is {reference}.',
  errorNetwork: 'We could not reach the server. Check your connection, then try again.',
  errorTimeout: 'The server took too long to answer. Try again.',
  errorRateLimited: 'Too many attempts. Wait a moment, then try again.',
  errorServer: 'Something went wrong on our side. What you typed is kept: try again.',
  errorOther: 'Your enquiry could not be sent. What you typed is kept: try again.',
  extraRequired: 'Enter {label}',
  extraSelect: 'Select {label}',
  extraCheckbox: 'Tick “{label}” to continue',
  extraNumber: 'Enter {label} as a number',
};
export type EnquiryFormMessageKey = keyof typeof enquiryFormMessages;

/** A family's words to replace, by their keys: any, none, or all of them. */
export type Messages<Catalogue> = Partial<Record<keyof Catalogue, string>>;
export type EnquiryFormMessages = Messages<typeof enquiryFormMessages>;

export type Translate = (key: string, values?: Record<string, string>) => string;

function fill(template: string, values: Record<string, string> = {}) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * Our English, then the provider's messages, then the component's own, in that order of weight. A
 * key the catalogue does not have (a server's message, already in the student's language) is shown
 * as it is. Keep `overrides` stable (a constant or memoised): a new object each render makes a new
 * function.
 */
export function useTranslate<Catalogue extends Record<string, string>>(
  overrides: Messages<Catalogue> | undefined,
  defaults: Catalogue,
): Translate {
  const fromProvider = useUnistay().messages;
  return useMemo(() => {
    const merged: Record<string, string> = { ...defaults, ...fromProvider, ...overrides };
    return (key, values) => fill(merged[key] ?? key, values);
  }, [defaults, fromProvider, overrides]);
}
