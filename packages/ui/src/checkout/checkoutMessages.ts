import { checkoutValidationMessages, GENDERS, YEARS_OF_STUDY } from '@unistay/api-client';
import { formMessages } from '../form/formMessages.js';
import type { Messages } from '../i18n/messages.js';

/** Every text the checkout wizard shows, in English. Override any with `messages`. */
export const checkoutMessages = {
  ...formMessages,
  ...checkoutValidationMessages,
  stepStay: 'Your stay',
  stepAbout: 'About you',
  stepGuarantor: 'Guarantor',
  stepEmergencyContact: 'Emergency contact',
  stepCourse: 'Your course',
  stepReview: 'Check your answers',
  stepConfirmed: 'Booking confirmed',
  stepOf: 'Step {step} of {total}',
  booking: 'Booking {room} at {property}',
  bookingProperty: 'Booking a room at {property}',
  back: 'Back',
  continue: 'Continue',
  change: 'Change',
  changeWhat: 'Change {what}',
  bookingPeriod: 'When will you stay?',
  paymentPlan: 'How will you pay?',
  payInFull: 'Pay in full',
  payInInstalments: 'Pay in instalments',
  ukGuarantor: 'Do you have a guarantor who lives in the UK?',
  useScheme: 'Will you use the guarantor scheme instead?',
  useSchemeHint: 'A third-party guarantor scheme stands as your guarantor for a fee.',
  yes: 'Yes',
  no: 'No',
  name: 'Name',
  gender: 'Gender',
  gender_male: 'Male',
  gender_female: 'Female',
  gender_other: 'Other',
  dateOfBirth: 'Date of birth',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  city: 'Town or city',
  region: 'Region',
  postcode: 'Postcode',
  country: 'Country',
  nationality: 'Nationality',
  relationship: 'Relationship',
  relationshipHint: 'For example parent, sibling or friend',
  university: 'University',
  yearOfStudy: 'Year of study',
  courseTitle: 'Course title',
  specialRequests: 'Special requests',
  choosePeriod: 'Choose when you will stay',
  chooseUkGuarantor: 'Choose whether you have a guarantor who lives in the UK',
  chooseScheme: 'Choose whether you will use the guarantor scheme',
  needScheme:
    'To pay in instalments without a UK-based guarantor, use the guarantor scheme, or pay in full',
  payment: 'Payment',
  dueNow: 'Due now: {amount} holding deposit',
  startingPayment: 'Preparing secure payment…',
  payAndBook: 'Pay and book',
  paying: 'Paying…',
  confirmingBooking: 'Confirming your booking…',
  paymentFailed: '{message} Nothing was taken: check the card details or try another card.',
  paymentNotReady: 'The payment form is not ready yet. Wait a moment, then try again.',
  startFailed: 'Secure payment could not be prepared. Nothing has been paid.',
  completeFailed:
    'Your payment went through, but your booking is not confirmed yet. You will not be charged again: try again.',
  quoteReference: 'If this keeps happening, contact the accommodation team and quote {reference}.',
  paymentProcessing:
    'Your payment is still being processed. Do not pay again: we will confirm your booking once it clears.',
  paymentNotCompleted: 'The payment was not completed. Nothing was taken: try again.',
  paymentCheckFailed:
    'We could not check your payment just now. Do not pay again: reload this page in a moment.',
  bookingReference: 'Your booking reference is {reference}.',
  bookingReferenceLater:
    'Your booking is made. Its reference could not be shown here: the accommodation provider will send it to you.',
  bookingNext: 'The accommodation team will email you the next steps.',
};
export type CheckoutMessages = Messages<typeof checkoutMessages>;

// The public API's own lists: what the wizard offers unless told otherwise.
export const DEFAULT_GENDERS = GENDERS;
export const DEFAULT_YEARS_OF_STUDY = YEARS_OF_STUDY;
