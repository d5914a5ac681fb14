/**
 * A custom checkout as a partner with their own design system writes it: `@unistay/react` for the
 * logic, the sandbox's card provider for payment, and plain markup, without `@unistay/ui` or a form
 * library. The story and the test of the headless checkout both render it.
 */
import {
  aboutStepSchema,
  type CardFieldsHandle,
  type CardProvider,
  type CheckoutProblem,
  contactStepSchema,
  courseStepSchema,
  stayStepSchema,
  useCheckout,
} from '@unistay/react/checkout';
import { type FormEvent, type ReactNode, useState } from 'react';
import type * as z from 'zod/mini';

export interface MinimalCheckoutProps {
  roomId: string;
  operatorId: string;
  propertyCountry: string;
  periods: readonly { id: string; label: string }[];
  cardProvider: CardProvider;
}

const PROBLEMS: Record<CheckoutProblem['code'], string> = {
  start_failed: 'Payment could not be prepared.',
  human_check_failed: 'The check that you are a person failed: do it again.',
  human_check_required: 'Complete the check that you are a person.',
  payment_not_ready: 'Payment is not ready yet.',
  payment_failed: 'The payment failed.',
  payment_processing: 'The payment is processing: do not pay again.',
  payment_not_completed: 'The payment was not completed.',
  session_renewed: 'Payment was renewed: type the card again.',
  payment_elsewhere: 'Another tab is paying for this room: do not pay here.',
  hosted_checkout_opened: 'You went to hosted checkout: if you paid there, do not pay here.',
  payment_check_failed: 'The payment could not be checked: do not pay again.',
  complete_failed: 'Paid, but not booked yet: try again.',
  booking_refused: 'Paid, but this booking cannot be made: quote the reference.',
  payment_resumed: 'A payment started earlier is not finished: finish it here.',
  booked_before: 'You booked this room for these dates a moment ago.',
};

const PERSON = [
  'first_name',
  'last_name',
  'email',
  'contact_number',
  'date_of_birth',
  'first_line',
  'city',
  'postcode',
  'country',
];

/** A step's form: its inputs read on submit, checked against the step's schema from the hook's package. */
function StepForm<Schema extends z.ZodMiniType>({
  title,
  schema,
  names = [],
  onValid,
  children,
}: {
  title: string;
  schema: Schema;
  /** Text inputs, named as the schema's fields. */
  names?: readonly string[];
  onValid: (values: z.output<Schema>) => void;
  children?: ReactNode;
}) {
  const [errors, setErrors] = useState<string[]>([]);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = schema.safeParse(values);
    if (parsed.success) onValid(parsed.data);
    else setErrors(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return (
    <form aria-label={title} onSubmit={submit}>
      <h2>{title}</h2>
      {errors.length > 0 && (
        <ul aria-label="Problems">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      {children}
      {names.map((name) => (
        <label key={name}>
          {name} <input name={name} />
        </label>
      ))}
      <button type="submit">Continue</button>
    </form>
  );
}

export function MinimalCheckout({ periods, ...options }: MinimalCheckoutProps) {
  const checkout = useCheckout({ ...options, persistence: 'none' });
  const [card, setCard] = useState<CardFieldsHandle | null>(null);
  const { step, problem, payable, busy, cardFields, canRetryCompletion } = checkout;

  if (step === 'stay') {
    return (
      <StepForm
        title="Your stay"
        schema={stayStepSchema(options.propertyCountry)}
        onValid={(values) => checkout.answer('stay', values)}
      >
        {periods.map((period) => (
          <label key={period.id}>
            <input type="radio" name="booking_period_id" value={period.id} /> {period.label}
          </label>
        ))}
        <label>
          <input type="radio" name="plan" value="full" /> Pay in full
        </label>
      </StepForm>
    );
  }
  if (step === 'about') {
    return (
      <StepForm
        key={step}
        title="About you"
        schema={aboutStepSchema}
        names={[...PERSON, 'gender', 'nationality']}
        onValid={(values) => checkout.answer('about', values)}
      />
    );
  }
  if (step === 'contact') {
    return (
      <StepForm
        key={step}
        title={checkout.contactKind === 'guarantor' ? 'Guarantor' : 'Emergency contact'}
        schema={contactStepSchema}
        names={['relationship', ...PERSON]}
        onValid={(values) => checkout.answer('contact', values)}
      />
    );
  }
  if (step === 'course') {
    return (
      <StepForm
        key={step}
        title="Your course"
        schema={courseStepSchema}
        names={['university', 'year_of_study', 'course_title']}
        onValid={(values) => checkout.answer('course', values)}
      />
    );
  }
  if (step === 'confirmed') {
    return <p role="status">Booked: {checkout.booking?.booking_id}</p>;
  }
  const Fields = options.cardProvider.Fields;
  return (
    <section>
      <h2>Pay</h2>
      {cardFields && (
        <Fields
          key={cardFields.clientSecret}
          publicKey={cardFields.publicKey}
          clientSecret={cardFields.clientSecret}
          onReady={setCard}
        />
      )}
      {problem && (
        <p role="alert">
          {PROBLEMS[problem.code]} {'reference' in problem && problem.reference}
        </p>
      )}
      <button
        type="button"
        disabled={busy || !(payable || canRetryCompletion)}
        onClick={() => void checkout.pay(card)}
      >
        {canRetryCompletion ? 'Try again' : 'Pay and book'}
      </button>
    </section>
  );
}
