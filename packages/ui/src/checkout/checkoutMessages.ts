import { checkoutValidationMessages } from '@unistay/api-client/schemas';
import { periodMessages } from '../catalogue/periodMessages.js';
import { formMessages } from '../form/formMessages.js';
import { humanCheckMessages } from '../form/humanCheckMessages.js';
import type { Messages } from '../i18n/messages.js';

/** Every text the checkout wizard shows, in English. Override any with `messages`. */
export const checkoutMessages = {
  ...formMessages,
  ...checkoutValidationMessages,
  ...periodMessages,
  ...humanCheckMessages,
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
  changeStay: 'Change your stay',
  changeAbout: 'Change your details',
  changeGuarantor: 'Change the guarantor',
  changeEmergencyContact: 'Change the emergency contact',
  changeCourse: 'Change your course details',
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
  year_foundation: 'Foundation',
  year_undergraduate_first_year: 'Undergraduate – First year',
  year_undergraduate_second_year: 'Undergraduate – Second year',
  year_undergraduate_third_year: 'Undergraduate – Third year',
  year_undergraduate_placement_year: 'Undergraduate – Placement year',
  year_postgraduate_masters: 'Postgraduate – Master’s',
  year_postgraduate_phd: 'Postgraduate – PhD',
  year_other: 'Other',
  dateOfBirth: 'Date of birth',
  dateDay: 'Day',
  dateMonth: 'Month',
  dateYear: 'Year',
  dateHint: 'For example, {example}',
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
  paymentFailed: 'Nothing was taken. Check the card details or try another card.',
  cardNotCharged: 'Your card could not be charged.',
  cardUnavailable:
    'Secure card payment could not be loaded. Check your connection, then try again.',
  paymentNotReady: 'The payment form is not ready yet. Wait a moment, then try again.',
  startFailed: 'Secure payment could not be prepared. Nothing has been paid.',
  completeFailed:
    'Your payment went through, but your booking is not confirmed yet. You will not be charged twice for this payment. Try again. If this keeps happening, quote {reference} to the accommodation team.',
  paymentProcessing:
    'Your payment is still being processed. Do not pay again. We will confirm your booking once it clears.',
  paymentNotCompleted: 'The payment was not completed, and nothing was taken. Try again.',
  sessionRenewed:
    'Secure payment was renewed, so you have more time. Nothing has been paid. Enter your card details.',
  sessionEnding:
    'Secure payment will be renewed at {time}. Card details you have entered will be cleared, and nothing will be paid. If you need more time, renew it now.',
  moreTime: 'Get more time',
  paymentElsewhere:
    'A payment for this room was started in another tab or window. Do not pay again here. This page will update once it is done.',
  hostedCheckoutOpened:
    'You went to secure checkout for this room. If you paid there, do not pay again. If you did not, you can pay here instead.',
  payHereInstead: 'Pay here instead',
  bookedBefore:
    'This room was booked for these dates on this device a short time ago, and nothing more has been paid. If you are booking for someone else, book it again.',
  bookAgain: 'Book again for someone else',
  paymentResumed:
    'A payment for this room was started on this device and not finished. Finish it here for the dates shown. It can only be paid once.',
  paymentCheckFailed:
    'We could not check your payment right now. Do not pay again. Check again in a moment.',
  bookingRefused:
    'Your payment was taken, but the booking could not be made. You will not be charged twice for this payment. Quote {reference} to the accommodation team to get a refund or book other dates.',
  checkingPayment: 'Checking your payment…',
  checkAgain: 'Check again',
  periodLocked: 'You have paid for these dates, so you cannot change them here.',
  bookingReference: 'Your booking reference is {reference}.',
  bookingReferenceLater:
    'Your booking is made. The accommodation provider will send you its reference.',
  bookingNext: 'The accommodation team will email you the next steps.',
};
/** Words to replace in the checkout wizard, by key: any, none or all of `checkoutMessages`. */
export type CheckoutMessages = Messages<typeof checkoutMessages>;
