import type { ResidentDetails, SupportingContactDetails } from '@unistay/api-client';
import type {
  BookingPeriodOption as CheckoutBookingPeriod,
  CourseAnswers,
  UseCheckoutOptions,
} from '@unistay/react/checkout';
import type { HumanCheck } from '../form/HumanCheckField.js';
import type { ClassNames } from '../form/parts.js';
import type { CheckoutMessages } from './checkoutMessages.js';

/** A booking period as the partner's room data carries it, with an optional label. */
export type BookingPeriodOption = CheckoutBookingPeriod;

/** The wizard's options: the checkout's own, and what only its view needs. */
export interface CheckoutWizardOptions extends Omit<UseCheckoutOptions, 'humanCheck'> {
  /**
   * The human-verification widget your proxy's `humanCheck.verify` checks (Turnstile, hCaptcha), shown
   * on the review before the payment's session starts; the session starts with its token. The
   * proxy then trusts the student a while, so restarts need no new check. Give it from the
   * wizard's first render: a checkout restored on its review starts its session at once, and one
   * started without the check is refused (the student's "Try again" then shows the widget).
   */
  humanCheck?: HumanCheck | undefined;
  defaultValues?: {
    about?: Partial<ResidentDetails>;
    contact?: Partial<SupportingContactDetails>;
    course?: Partial<CourseAnswers>;
  };
  options?: { genders?: readonly string[]; yearsOfStudy?: readonly string[] };
  messages?: CheckoutMessages | undefined;
  /** The BCP 47 tag dates, prices and country names are formatted in. Default: the provider's. */
  locale?: string | undefined;
  classNames?: ClassNames | undefined;
  unstyled?: boolean | undefined;
  /** The level of each step's heading; the review's sections are one level below. Default 2. */
  headingLevel?: 2 | 3 | 4 | undefined;
}
