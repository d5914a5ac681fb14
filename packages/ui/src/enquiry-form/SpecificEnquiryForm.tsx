'use client';
import { EnquiryFormView, type EnquiryFormViewProps } from './EnquiryFormView.js';
import {
  type SpecificEnquiryFormOptions,
  useSpecificEnquiryForm,
} from './useSpecificEnquiryForm.js';

/**
 * What `SpecificEnquiryForm` takes: the options of `useSpecificEnquiryForm`, how the form is shown,
 * and the names that tell the student what they are asking about.
 */
export interface SpecificEnquiryFormProps extends SpecificEnquiryFormOptions, EnquiryFormViewProps {
  /**
   * Names what the student asks about, at the top of the form: "Enquiring about Classic Ensuite at
   * Riverside House" with `roomName`, else the property alone. Without it, `roomName` is not shown.
   */
  propertyName?: string;
  roomName?: string;
}

/**
 * A student's question about one room type: availability, features, how to book.
 *
 * @example
 * // `room` from `useRoom(roomId)`: the catalogue gives the ids and names the enquiry needs.
 * <SpecificEnquiryForm operatorId={room.operator_id ?? ''} propertyId={room.property?.id ?? ''}
 *   roomId={room.id} propertyName={room.property?.name ?? undefined} roomName={room.name ?? undefined} />
 */
export function SpecificEnquiryForm({
  propertyName,
  roomName,
  classNames,
  unstyled,
  renderSuccess,
  headingLevel,
  id,
  ...options
}: SpecificEnquiryFormProps) {
  const logic = useSpecificEnquiryForm(options);
  const { t } = logic;
  const context = propertyName
    ? roomName
      ? t('enquiringAbout', { room: roomName, property: propertyName })
      : t('enquiringAboutProperty', { property: propertyName })
    : undefined;
  return (
    <EnquiryFormView
      logic={logic}
      context={context}
      classNames={classNames}
      unstyled={unstyled}
      renderSuccess={renderSuccess}
      headingLevel={headingLevel}
      id={id}
    />
  );
}
