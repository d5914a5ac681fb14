import { useUnistay } from '@unistay/react';
import { useMemo } from 'react';

/** Every text the enquiry forms show, in English. Override any of them with `messages`. */
export const enquiryFormMessages = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  phoneHint: 'Include the country code, for example +44 7700 900123',
  message: 'Message',
  optional: '(optional)',
  selectPlaceholder: 'Select an option',
  enquiringAbout: 'Enquiring about {room} at {property}',
  enquiringAboutProperty: 'Enquiring about {property}',
  submit: 'Send enquiry',
  sending: 'Sending your enquiry…',
  errorSummaryTitle: 'There is a problem',
  tryAgain: 'Try again',
  successHeading: 'Enquiry sent',
  successReference: 'Your reference is {reference}.',
  sendAnother: 'Send another enquiry',
  announceSuccess: 'Enquiry sent. Your reference is {reference}.',
  announceFailure: 'Your enquiry was not sent. {problem}',
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

/**
 * Texts by key, plus any validation or server message by its own English text (`'Enter your first
 * name': 'Saisissez votre prénom'`), so every word a student reads can be replaced.
 */
export type EnquiryFormMessages = Partial<Record<EnquiryFormMessageKey, string>> &
  Record<string, string>;

export type Translate = (key: string, values?: Record<string, string>) => string;

function fill(template: string, values: Record<string, string> = {}) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * Our English, then the provider's messages, then the component's own, in that order of weight.
 * Keep `overrides` stable (a constant or memoised): a new object each render makes a new function.
 */
export function useTranslate(
  overrides?: Record<string, string>,
  defaults: Record<string, string> = enquiryFormMessages,
): Translate {
  const fromProvider = useUnistay().messages;
  return useMemo(() => {
    const merged: Record<string, string> = { ...defaults, ...fromProvider, ...overrides };
    return (key, values) => fill(merged[key] ?? key, values);
  }, [defaults, fromProvider, overrides]);
}
