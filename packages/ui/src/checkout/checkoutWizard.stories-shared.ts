// What the wizard's stories share: the rooms they book, the args every story starts from, and a
// student's hands (answering each step, paying, finding the booking made).
import { sandboxCardProvider } from '@unistay/sandbox/card-provider';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dateBoxes } from '../../../../test/fillDate.js';
import { seededRoom } from '../../../../test/seededRooms.js';

export const RIVERSIDE = seededRoom('room_riverside_ensuite');
export const HARBOUR = seededRoom('room_harbour_studio');
export const MAPLE = seededRoom('room_maple_ensuite');

/** What every story of the wizard starts from: the UK room, on the sandbox's card field. */
export const wizardArgs = {
  ...RIVERSIDE,
  // MSW answers `/__sandbox/*` on this origin, so the sandbox's card field confirms against it.
  cardProvider: sandboxCardProvider(),
  locale: 'en-GB',
  // A draft in sessionStorage would carry one story's answers into the next.
  persistence: 'none' as const,
  onBookingCreated: fn(),
  onEvent: fn(),
};

/* ------------------------------------------------------------------------------------------- */

export type Canvas = ReturnType<typeof within>;

export const next = (canvas: Canvas) =>
  userEvent.click(canvas.getByRole('button', { name: 'Continue' }));

/** Arrives at a step: its heading is there and has focus. */
export async function expectStep(canvas: Canvas, name: string) {
  const heading = await canvas.findByRole('heading', { name, level: 2 });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

/**
 * A student typing without the pauses between keys (a real one's are no part of what is shown):
 * every event of each key still fires, and the wizard's stories answer four steps in each.
 */
const typist = userEvent.setup({ delay: null });

/** Types into text fields and picks from selects, by exact label. */
export async function fillIn(canvas: Canvas, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    // A date the student knows is three boxes, in a group its label names: "27", "3", "2004".
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      const group = within(canvas.getByRole('group', { name: label }));
      for (const [box, text] of dateBoxes(value)) {
        await typist.clear(group.getByLabelText(box));
        await typist.type(group.getByLabelText(box), text);
      }
      continue;
    }
    const field = canvas.getByLabelText(label);
    if (field instanceof HTMLSelectElement) await typist.selectOptions(field, value);
    else {
      await typist.clear(field);
      await typist.type(field, value);
    }
  }
}

/** Picks an answer to one question of the stay step. */
export const choose = (canvas: Canvas, question: string, answer: string | RegExp) =>
  userEvent.click(within(canvas.getByRole('group', { name: question })).getByLabelText(answer));

const person = {
  'First name': 'Amara',
  'Last name': 'Okafor',
  Email: 'amara@example.com',
  'Phone number': '+44 7700 900123',
  'Date of birth': '2004-03-27',
  'Address line 1': '1 High St',
  'Town or city': 'Leeds',
  Postcode: 'LS1 1AA',
  Country: 'United Kingdom',
};

export async function answerStay(
  canvas: Canvas,
  period: RegExp,
  plan: 'Pay in full' | 'Pay in instalments',
  ukGuarantor?: 'Yes' | 'No',
) {
  await choose(canvas, 'When will you stay?', period);
  await choose(canvas, 'How will you pay?', plan);
  if (ukGuarantor)
    await choose(canvas, 'Do you have a guarantor who lives in the UK?', ukGuarantor);
  await next(canvas);
}

export async function answerAbout(canvas: Canvas) {
  await expectStep(canvas, 'About you');
  await fillIn(canvas, { ...person, Gender: 'Female', Nationality: 'Nigeria' });
  await next(canvas);
}

export async function answerContact(canvas: Canvas, kind: 'Guarantor' | 'Emergency contact') {
  await expectStep(canvas, kind);
  await fillIn(canvas, {
    ...person,
    Relationship: 'Mother',
    'First name': 'Ngozi',
    Email: 'ngozi@example.com',
    'Date of birth': '1975-11-02',
  });
  await next(canvas);
}

export async function answerCourse(canvas: Canvas) {
  await expectStep(canvas, 'Your course');
  await fillIn(canvas, {
    University: 'University of Leeds',
    'Year of study': 'Undergraduate - First year',
    'Course title': 'Law',
  });
  await next(canvas);
}

/** Every step up to "Check your answers": UK, 51 weeks, instalments, with a UK guarantor. */
export async function answerEverything(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await answerStay(canvas, /^51 weeks/, 'Pay in instalments', 'Yes');
  await answerAbout(canvas);
  await answerContact(canvas, 'Guarantor');
  await answerCourse(canvas);
  await expectStep(canvas, 'Check your answers');
  return canvas;
}

export async function payWith(canvas: Canvas, card: string) {
  const field = await canvas.findByLabelText('Card number');
  await userEvent.clear(field);
  await userEvent.type(field, card);
  await userEvent.click(canvas.getByRole('button', { name: 'Pay and book' }));
}

/** "Booking confirmed", its reference shown; the partner heard of the booking once. */
export async function expectBooked(canvas: Canvas, onBookingCreated: unknown) {
  // Paying and completing take a few round trips to the sandbox.
  const heading = await canvas.findByRole(
    'heading',
    { name: 'Booking confirmed' },
    { timeout: 5000 },
  );
  await waitFor(() => expect(heading).toHaveFocus());
  const reference = canvas.getByText(/^Your booking reference is BK-\w+\.$/);
  await expect(reference).toBeVisible();
  await expect(
    canvas.getByText('The accommodation team will email you the next steps.'),
  ).toBeVisible();
  await expect(onBookingCreated).toHaveBeenCalledTimes(1);
  const id = reference.textContent?.match(/(BK-\w+)/)?.[1];
  await expect(onBookingCreated).toHaveBeenCalledWith({ booking_id: id });
}
