'use client';
// Components, hooks and card providers for the browser: React Server Components import these
// exports as client references.
export {
  BookingPeriodPicker,
  type BookingPeriodPickerProps,
} from './catalogue/BookingPeriodPicker.js';
export { type CatalogueMessages, catalogueMessages } from './catalogue/catalogueMessages.js';
export { RoomLoader } from './catalogue/RoomLoader.js';
export { RoomSummary, type RoomSummaryProps } from './catalogue/RoomSummary.js';
export { roomPhotoUrls } from './catalogue/roomPhotos.js';
export {
  CustomCheckoutWizard,
  type CustomCheckoutWizardProps,
} from './checkout/CustomCheckoutWizard.js';
export { type CheckoutMessages, checkoutMessages } from './checkout/checkoutMessages.js';
export type { BookingPeriodOption, CheckoutWizardOptions } from './checkout/checkoutOptions.js';
export {
  HostedCheckoutButton,
  type HostedCheckoutButtonProps,
} from './checkout/HostedCheckoutButton.js';
export { hostedCheckoutMessages } from './checkout/hostedCheckoutMessages.js';
export type { EnquiryFormViewProps } from './enquiry-form/EnquiryFormView.js';
export {
  type EnquiryFormMessageKey,
  type EnquiryFormMessages,
  enquiryFormMessages,
} from './enquiry-form/enquiryFormMessages.js';
export type {
  ExtraField,
  ExtraFieldValue,
} from './enquiry-form/extraFields.js';
export {
  GeneralEnquiryForm,
  type GeneralEnquiryFormProps,
} from './enquiry-form/GeneralEnquiryForm.js';
export {
  SpecificEnquiryForm,
  type SpecificEnquiryFormProps,
} from './enquiry-form/SpecificEnquiryForm.js';
export {
  type EnquiryForm,
  type EnquiryFormEvent,
  type EnquiryFormOptions,
  type EnquiryFormStatus,
  type EnquiryFormValues,
  STUDENT_FIELDS,
  type StudentFieldName,
} from './enquiry-form/useEnquiryForm.js';
export {
  type GeneralEnquiryFormOptions,
  useGeneralEnquiryForm,
} from './enquiry-form/useGeneralEnquiryForm.js';
export {
  type SpecificEnquiryFormOptions,
  useSpecificEnquiryForm,
} from './enquiry-form/useSpecificEnquiryForm.js';
export { EnquiryDetails, type EnquiryDetailsProps } from './enquiry-table/EnquiryDetails.js';
export {
  type BuiltInColumn,
  type CustomColumn,
  DEFAULT_COLUMNS,
  type EnquiryColumn,
  EnquiryTable,
  type EnquiryTableProps,
} from './enquiry-table/EnquiryTable.js';
export {
  EnquiryStatusFilter,
  PAGE_SIZES,
  PageRangeSummary,
  PageSizeSelect,
} from './enquiry-table/EnquiryTableControls.js';
export {
  type EnquiryTableMessages,
  enquiryTableMessages,
  statusLabel,
} from './enquiry-table/enquiryTableMessages.js';
export { Pagination, type PaginationProps } from './enquiry-table/Pagination.js';
export { ErrorSummary, type ErrorSummaryProps } from './form/ErrorSummary.js';
export { Field, FormScope, type FormScopeOptions } from './form/Field.js';
export { FormField, type FormFieldProps } from './form/FormField.js';
export { formMessages } from './form/formMessages.js';
export type { HumanCheck, HumanCheckProps } from './form/HumanCheckField.js';
export type { ClassNames, FormPart, PartName } from './form/parts.js';
export { RadioGroupField, type RadioGroupFieldProps } from './form/RadioGroupField.js';
export { type TurnstileOptions, turnstileHumanCheck } from './form/turnstileHumanCheck.js';
export type { LocaleMessages, UnistayLocale } from './i18n/localePack.js';
export {
  commonMessages,
  type Messages,
  type Translate,
  translator,
  useLanguage,
  useTranslate,
} from './i18n/messages.js';
