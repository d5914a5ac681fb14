import { enquiryValidationMessages } from '@unistay/api-client/schemas';
import { formMessages } from '../form/formMessages.js';
import { humanCheckMessages } from '../form/humanCheckMessages.js';
import type { Messages } from '../i18n/messages.js';

/** Every text the enquiry forms show, in English. Override any of them with `messages`. */
export const enquiryFormMessages = {
  ...formMessages,
  ...enquiryValidationMessages,
  ...humanCheckMessages,
  message: 'Message',
  enquiringAbout: 'Enquiring about {room} at {property}',
  enquiringAboutProperty: 'Enquiring about {property}',
  submit: 'Send enquiry',
  sending: 'Sending your enquiry…',
  successHeading: 'Enquiry sent',
  successReference: 'Your reference is {reference}.',
  sendAnother: 'Send another enquiry',
  /** Said when a partner's own success panel (`renderSuccess`) shows: it may not say the reference. */
  announceSuccess: 'Enquiry sent. Your reference is {reference}.',
  errorNetwork: 'We could not reach the server. Check your connection, then try again.',
  errorTimeout: 'The server took too long to answer. Try again.',
  errorRateLimited: 'Too many attempts. Wait a moment, then try again.',
  errorServer:
    'Something went wrong on our side. What you typed is still here, so you can try again.',
  errorOther: 'Your enquiry could not be sent. What you typed is still here, so you can try again.',
  extraRequired: 'Enter {label}',
  extraSelect: 'Select {label}',
  extraCheckbox: 'Tick “{label}” to continue',
  extraNumber: 'Enter {label} as a number',
};
/** A key of `enquiryFormMessages` (`submit`, `errorNetwork`, …), to type words of your own by. */
export type EnquiryFormMessageKey = keyof typeof enquiryFormMessages;
/** Words to replace in the enquiry forms, by key: any, none or all of `enquiryFormMessages`. */
export type EnquiryFormMessages = Messages<typeof enquiryFormMessages>;
