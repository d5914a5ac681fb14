import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';

/**
 * Every state a student or staff member can reach, each with a story tagged `state`: the preview
 * re-words those stories in the pseudo-locale once their play has brought them there, and fails on
 * any word not from the packs. A state without a story would go unchecked, so this list is the
 * contract: a new state earns its story here.
 */
const REQUIRED_STATES: Record<string, string[]> = {
  'UI/Enquiry form/GeneralEnquiryForm': [
    'Empty',
    'ValidationErrors',
    'Server422',
    'Sending',
    'Success',
  ],
  'UI/Enquiry form/SpecificEnquiryForm': ['ValidationErrors', 'Success'],
  'UI/Form/Field': ['Errors'],
  'UI/Enquiry table/EnquiryTable': [
    'Default',
    'Empty',
    'FilterWithNoMatch',
    'Loading',
    'LoadFailed',
    'DetailsOpen',
    'BeyondTheLastPage',
  ],
  'UI/Enquiry table/Pagination': ['MiddlePage'],
  'UI/Checkout/CustomCheckoutWizard': [
    'StayStep',
    'StayValidation',
    'AboutYou',
    'Guarantor',
    'EmergencyContactAustralia',
    'YourCourse',
    'CheckYourAnswers',
    'RoomNotFound',
  ],
  'UI/Checkout/CustomCheckoutWizard paying': [
    'StartFailed',
    'DeclinedCard',
    'PaymentProcessing',
    'PaymentCheckFailed',
    'CompleteFails',
    'BookingRefused',
    'ServerFieldError',
    'Confirmed',
  ],
  'UI/Checkout/HostedCheckoutButton': ['Default', 'Unavailable', 'RoomFullyBooked', 'RoomLoading'],
  'UI/Catalogue/RoomSummary': ['Default', 'InAustralia', 'FullyBooked'],
  'UI/Catalogue/BookingPeriodPicker': ['ManyPeriods', 'NoPeriods'],
};

/** Every story of the packages, by title, with its tags, as Storybook indexes them. */
function storiesByTitle() {
  const byTitle = new Map<string, Map<string, string[]>>();
  const files = readdirSync('packages').flatMap((pkg) =>
    readdirSync(join('packages', pkg, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.stories.tsx'))
      .map((path) => join('packages', pkg, 'src', path)),
  );
  for (const file of files) {
    const csf = loadCsf(readFileSync(file, 'utf8'), {
      fileName: file,
      makeTitle: (title) => title ?? file,
    }).parse();
    const stories = new Map<string, string[]>();
    for (const [exportName, story] of Object.entries(csf._stories)) {
      stories.set(exportName, [...(csf.meta.tags ?? []), ...(story.tags ?? [])]);
    }
    byTitle.set(csf.meta.title ?? file, stories);
  }
  return byTitle;
}

describe('the states every language is checked in', () => {
  const stories = storiesByTitle();
  it.each(Object.entries(REQUIRED_STATES))(
    '%s has a story for each, tagged state',
    (title, names) => {
      const own = stories.get(title);
      expect(own, `no stories titled ${title}`).toBeDefined();
      const missing = names.filter((name) => !own?.get(name)?.includes('state'));
      expect(missing).toEqual([]);
    },
  );
});
