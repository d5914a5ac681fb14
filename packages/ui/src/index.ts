export type { Persistence } from './draftStorage.js';
export type { EnquiryFormViewProps } from './EnquiryFormView.js';
export { ErrorSummary, type ErrorSummaryProps } from './ErrorSummary.js';
export { type ExtraField, type ExtraFieldValue, extraFieldsSchema } from './extraFields.js';
export { FormField, type FormFieldProps, fieldId } from './FormField.js';
export { GeneralEnquiryForm, type GeneralEnquiryFormProps } from './GeneralEnquiryForm.js';
export {
  type EnquiryFormMessageKey,
  type EnquiryFormMessages,
  enquiryFormMessages,
  type Translate,
} from './messages.js';
export type { ClassNames, FormPart } from './parts.js';
export { SpecificEnquiryForm, type SpecificEnquiryFormProps } from './SpecificEnquiryForm.js';
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
