'use client';
import { EnquiryFormView, type EnquiryFormViewProps } from './EnquiryFormView.js';
import { type GeneralEnquiryFormOptions, useGeneralEnquiryForm } from './useGeneralEnquiryForm.js';

/**
 * What `GeneralEnquiryForm` takes: the options of `useGeneralEnquiryForm` and how the form is
 * shown.
 */
export type GeneralEnquiryFormProps = GeneralEnquiryFormOptions & EnquiryFormViewProps;

/**
 * A student's process question, or a request for help finding a room.
 *
 * @example
 * <GeneralEnquiryForm metadata={{ source: 'help-centre' }} onSuccess={({ enquiry_id }) => track(enquiry_id)} />
 */
export function GeneralEnquiryForm({
  classNames,
  unstyled,
  renderSuccess,
  headingLevel,
  id,
  ...options
}: GeneralEnquiryFormProps) {
  const logic = useGeneralEnquiryForm(options);
  return (
    <EnquiryFormView
      logic={logic}
      classNames={classNames}
      unstyled={unstyled}
      renderSuccess={renderSuccess}
      headingLevel={headingLevel}
      id={id}
    />
  );
}
