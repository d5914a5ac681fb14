import type { BoundFunctions, queries } from '@testing-library/dom';
import type { UserEvent } from '@testing-library/user-event';

const person = {
  first_name: 'Amara',
  last_name: 'Okafor',
  email: 'amara@example.com',
  contact_number: '+44 7700 900123',
  date_of_birth: '2004-03-27',
  first_line: '1 High Street',
  city: 'Leeds',
  postcode: 'LS1 1AA',
  country: 'gb',
};

/** What a student answers in the minimal checkout, step by step, as the API takes it. */
export const minimalCheckoutAnswers = {
  about: { ...person, gender: 'female', nationality: 'ng' },
  contact: { ...person, relationship: 'Mother', first_name: 'Ngozi' },
  course: {
    university: 'University of Leeds',
    year_of_study: 'Undergraduate - First year',
    course_title: 'Law',
  },
};

/**
 * A student who answered every step of `roomId`'s checkout (a 51-week stay paid in full, then
 * `minimalCheckoutAnswers`) and reloaded on "Check your answers": the draft the tab keeps.
 */
export function keepAnswersUpToTheReview(
  roomId: string,
  bookingPeriodId = 'bp_riverside_ensuite_51',
) {
  window.sessionStorage.setItem(
    `unistay:checkout:${roomId}`,
    JSON.stringify({
      version: 2,
      step: 'review',
      returnToReview: false,
      answers: {
        stay: {
          booking_period_id: bookingPeriodId,
          plan: 'full',
          uk_guarantor: null,
          use_scheme: null,
        },
        ...minimalCheckoutAnswers,
      },
      phase: { name: 'none' },
    }),
  );
}

/**
 * A student's way through `MinimalCheckout`: a 51-week stay paid in full, every step typed, and
 * the sandbox's card that succeeds. The test and the story both take it.
 */
export async function bookThroughMinimalCheckout(
  canvas: BoundFunctions<typeof queries>,
  user: UserEvent,
) {
  const fill = async (values: object) => {
    for (const [name, value] of Object.entries(values)) {
      await user.type(canvas.getByLabelText(name), String(value));
    }
    await user.click(canvas.getByRole('button', { name: 'Continue' }));
  };
  await user.click(canvas.getByLabelText('51 weeks'));
  await user.click(canvas.getByLabelText('Pay in full'));
  await user.click(canvas.getByRole('button', { name: 'Continue' }));
  await canvas.findByRole('heading', { name: 'About you' });
  await fill(minimalCheckoutAnswers.about);
  await canvas.findByRole('heading', { name: 'Emergency contact' });
  await fill(minimalCheckoutAnswers.contact);
  await canvas.findByRole('heading', { name: 'Your course' });
  await fill(minimalCheckoutAnswers.course);
  await user.type(await canvas.findByLabelText('Card number'), '4242 4242 4242 4242');
  await user.click(canvas.getByRole('button', { name: 'Pay and book' }));
}
