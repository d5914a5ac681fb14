'use client';
// Components, hooks and card providers for the browser: React Server Components import these
// exports as client references.
export { BookingPeriodPicker, type BookingPeriodPickerProps } from './BookingPeriodPicker.js';
export {
  CustomCheckoutWizard,
  type CustomCheckoutWizardProps,
} from './CustomCheckoutWizard.js';
export type {
  CardFieldsHandle,
  CardFieldsProps,
  CardPaymentResult,
  CardPaymentSession,
  CardPaymentStatus,
  CardProvider,
} from './cardProvider.js';
export { type CatalogueMessages, catalogueMessages } from './catalogueMessages.js';
export { type CheckoutMessages, checkoutMessages } from './checkoutMessages.js';
export type { Persistence } from './draftStorage.js';
export { EnquiryDetails, type EnquiryDetailsProps } from './EnquiryDetails.js';
export type { EnquiryFormViewProps } from './EnquiryFormView.js';
export {
  type BuiltInColumn,
  type CustomColumn,
  DEFAULT_COLUMNS,
  type EnquiryColumn,
  EnquiryTable,
  type EnquiryTableProps,
} from './EnquiryTable.js';
export {
  EnquiryStatusFilter,
  PAGE_SIZES,
  PageRangeSummary,
  PageSizeSelect,
} from './EnquiryTableControls.js';
export { ErrorSummary, type ErrorSummaryProps } from './ErrorSummary.js';
export {
  type EnquiryTableMessages,
  enquiryTableMessages,
  statusLabel,
} from './enquiryTableMessages.js';
export { type ExtraField, type ExtraFieldValue, extraFieldsSchema } from './extraFields.js';
export { FormField, type FormFieldProps, fieldId } from './FormField.js';
export { GeneralEnquiryForm, type GeneralEnquiryFormProps } from './GeneralEnquiryForm.js';
export {
  HostedCheckoutButton,
  type HostedCheckoutButtonProps,
  hostedCheckoutMessages,
} from './HostedCheckoutButton.js';
export {
  type EnquiryFormMessageKey,
  type EnquiryFormMessages,
  enquiryFormMessages,
  type Translate,
} from './messages.js';
export { Pagination, type PaginationProps, pageItems } from './Pagination.js';
export type { ClassNames, FormPart } from './parts.js';
export { RadioGroupField, type RadioGroupFieldProps } from './RadioGroupField.js';
export { RoomSummary, type RoomSummaryProps } from './RoomSummary.js';
export { SpecificEnquiryForm, type SpecificEnquiryFormProps } from './SpecificEnquiryForm.js';
export {
  type BookingPeriodOption,
  type CheckoutAnswers,
  type CheckoutEvent,
  type CheckoutStepId,
  type CheckoutWizard,
  type CheckoutWizardOptions,
  type PaymentState,
  stepOfServerField,
  useCheckoutWizard,
} from './useCheckoutWizard.js';
export {
  type EnquiryForm,
  type EnquiryFormEvent,
  type EnquiryFormOptions,
  type EnquiryFormStatus,
  type EnquiryFormValues,
  enquiryFieldNames,
  STUDENT_FIELDS,
  type StudentFieldName,
  useEnquiryForm,
} from './useEnquiryForm.js';
export { type GeneralEnquiryFormOptions, useGeneralEnquiryForm } from './useGeneralEnquiryForm.js';
export {
  type SpecificEnquiryFormOptions,
  useSpecificEnquiryForm,
} from './useSpecificEnquiryForm.js';
