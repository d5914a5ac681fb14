'use client';
import { useEffect, useId, useRef } from 'react';
import { get, useFormState } from 'react-hook-form';
import { fieldId, useFormScope } from './Field.js';
import { elementById } from './treeLookup.js';

/**
 * What `ErrorSummary` takes, inside a `FormScope`: the fields to list errors for, the count of
 * failed submits that moves focus to it, and a failure that belongs to no field.
 */
export interface ErrorSummaryProps {
  /** Field names in the order the form shows them. */
  fieldNames: readonly string[];
  /** Grows with each failed submit: the summary takes focus each time. */
  failedSubmits: number;
  /** A failure that belongs to no field, with a way to send again. */
  problem?: string | undefined;
  /** Offered as a "Try again" button beside `problem`. */
  onRetry?: (() => void) | undefined;
}

/**
 * GOV.UK's error summary: after a failed submit, a box at the top that takes focus, with each
 * error a link to its field. Its heading is at the form's `headingLevel`.
 */
export function ErrorSummary({ fieldNames, failedSubmits, problem, onRetry }: ErrorSummaryProps) {
  const { formId, control, t, part, headingLevel = 2 } = useFormScope();
  const { errors } = useFormState({ control });
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const Heading = `h${headingLevel}` as const;
  const items = fieldNames.flatMap((name) => {
    const message = (get(errors, name) as { message?: string } | undefined)?.message;
    const text = message && t(message);
    // A message that is no key of ours is the server's own sentence, not ours to translate.
    return text ? [{ id: fieldId(formId, name), message: text, external: text === message }] : [];
  });

  // The failed submit and its errors can reach this component in separate renders, so focus once
  // per failed submit, as soon as there is something to show.
  const visible = items.length > 0 || Boolean(problem);
  const focusedFor = useRef(0);
  useEffect(() => {
    if (!visible || failedSubmits <= focusedFor.current) return;
    focusedFor.current = failedSubmits;
    box.current?.focus();
  }, [visible, failedSubmits]);

  if (!visible) return null;
  // As GOV.UK's: the box takes focus, so the student is where the errors are, and the alert inside
  // it says them. A box that were itself the alert would be said twice, once as the alert and once
  // by name as the focus arrives.
  return (
    <div ref={box} tabIndex={-1} className={part('errorSummary')}>
      {/* Made again at each failed submit, so each is said, once. */}
      <div role="alert" aria-labelledby={titleId} key={failedSubmits}>
        <Heading id={titleId} className={part('errorSummaryTitle')}>
          {t('errorSummaryTitle')}
        </Heading>
        <ul className={part('errorSummaryList')}>
          {items.map((item) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                translate={item.external ? 'no' : undefined}
                onClick={(event) => {
                  // Focus the field itself, and leave the host page's URL and router alone.
                  event.preventDefault();
                  const field = elementById(event.currentTarget, item.id);
                  field?.focus();
                  field?.scrollIntoView?.({ block: 'center' });
                }}
              >
                {item.message}
              </a>
            </li>
          ))}
          {problem && <li>{problem}</li>}
        </ul>
        {problem && onRetry && (
          <button type="button" className={part('secondaryButton')} onClick={onRetry}>
            {t('tryAgain')}
          </button>
        )}
      </div>
    </div>
  );
}
