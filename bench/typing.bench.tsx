/**
 * Typing twenty characters into the Message field of each enquiry form, production React: how
 * often the form and the field render (from React's commits), and the time per keystroke, median
 * of 20 runs.
 */
import { BENCH_GOALS } from '../scripts/gates.mjs';
import { median, RUNS, sandboxClient } from './dom.js';

const { countRenders } = await import('../scripts/renderCounts.js');
const { UnistayProvider, createUnistayQueryClient } = await import('@unistay/react');
const { GeneralEnquiryForm, SpecificEnquiryForm } = await import('@unistay/ui');
const { userEvent } = await import('@testing-library/user-event');
const { flushSync } = await import('react-dom');
const { createRoot } = await import('react-dom/client');

const TWENTY = 'Twenty characters!!!';
const FORMS = {
  GeneralEnquiryForm: () => <GeneralEnquiryForm persistence="none" />,
  SpecificEnquiryForm: () => (
    <SpecificEnquiryForm
      persistence="none"
      operatorId="op_northgate"
      propertyId="prop_riverside"
      roomId="room_1"
    />
  ),
};

async function typeOnce(formName: keyof typeof FORMS) {
  const { client } = await sandboxClient();
  const Form = FORMS[formName];
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const renders = countRenders();
  flushSync(() =>
    root.render(
      <UnistayProvider client={client} queryClient={createUnistayQueryClient()}>
        <Form />
      </UnistayProvider>,
    ),
  );
  const form = () => renders.of(formName) + renders.of('EnquiryFormView');
  const field = () => renders.of('FormField[message]');
  const others = () => renders.of('FormField[first_name]') + renders.of('FormField[email]');
  const atMount = { form: form(), field: field(), others: others() };
  // The counter must have seen the mount, or every zero below would mean nothing.
  if (atMount.form === 0 || atMount.field === 0) throw new Error('The render counter is blind.');

  const message = container.querySelector('textarea') as HTMLTextAreaElement;
  const user = userEvent.setup({ document });
  const started = performance.now();
  await user.type(message, TWENTY);
  const perKey = (performance.now() - started) / TWENTY.length;
  renders.stop();
  if (message.value !== TWENTY) throw new Error(`typed "${message.value}"`);
  flushSync(() => root.unmount());
  container.remove();
  return {
    perKey,
    form: form() - atMount.form,
    field: field() - atMount.field,
    otherFields: others() - atMount.others,
  };
}

export async function benchTyping() {
  console.log(
    `Typing ${TWENTY.length} characters into Message: renders and time per key, production React, median of ${RUNS} runs`,
  );
  const results = [];
  for (const formName of Object.keys(FORMS) as (keyof typeof FORMS)[]) {
    const runs: Awaited<ReturnType<typeof typeOnce>>[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await typeOnce(formName));
    const most = (key: 'form' | 'field' | 'otherFields') =>
      Math.max(...runs.map((each) => each[key]));
    const result = {
      formName,
      formRenders: most('form'),
      fieldRenders: most('field'),
      otherFieldRenders: most('otherFields'),
      msPerKey: median(runs.map((each) => each.perKey)),
    };
    results.push(result);
    console.log(
      `  ${formName.padEnd(19)}: form renders ${result.formRenders} (goal ${BENCH_GOALS.typingFormRenders}), Message field renders ${result.fieldRenders} (goal <= ${BENCH_GOALS.typingMessageRenders}), other fields ${result.otherFieldRenders}, ${result.msPerKey.toFixed(2)} ms per key`,
    );
  }
  return results;
}
