'use client';
import { formattingLocale, useUnistay } from '@unistay/react';
import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { Field, useField, useFormScope } from './Field.js';

/** One of a date's three numbers, each in a box of its own. */
export type DatePart = 'day' | 'month' | 'year';

/** The example date the hint writes: any date whose day, month and year cannot be mistaken. */
const EXAMPLE = new Date(Date.UTC(2004, 2, 27));

/**
 * The order `locale` writes a date's numbers in: day, month, year in Britain, month first in the
 * United States, year first in Japan, China and Korea. From `Intl`, so every language has its own.
 */
export function datePartOrder(locale: string): DatePart[] {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .formatToParts(EXAMPLE)
    .flatMap(({ type }) => (type === 'day' || type === 'month' || type === 'year' ? [type] : []));
}

/** The example the hint gives, in the order the boxes come in: "27 3 2004", "3 27 2004". */
function exampleDate(order: readonly DatePart[]) {
  const numbers = { day: 27, month: 3, year: 2004 };
  return order.map((part) => numbers[part]).join(' ');
}

// Digits as a student's keyboard may type them: Arabic-Indic and Persian, turned into the ASCII
// digits a date is sent in.
const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const asciiDigits = (text: string) =>
  text.replace(OTHER_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));

/** Each box's label, by its part. */
const LABEL_KEYS = { day: 'dateDay', month: 'dateMonth', year: 'dateYear' } as const;

type Parts = Record<DatePart, string>;

/**
 * The form's value from the three boxes: `YYYY-MM-DD` once each holds a number (so the schema can
 * check it is a real date), or the boxes as typed joined the same way, which the schema refuses as
 * no real date without losing a character of them (a hyphen typed in a box aside).
 */
export function joinDateParts({ day, month, year }: Parts): string {
  if (!day && !month && !year) return '';
  const complete = [day, month, year].every((text) => /^\d+$/.test(text));
  const padded = (text: string) => (complete ? text.padStart(2, '0') : text);
  return `${year}-${padded(month)}-${padded(day)}`;
}

/** The three boxes from the form's value: a draft's, a reload's, or the step's when it comes back. */
export function splitDateParts(value: unknown): Parts {
  if (typeof value !== 'string' || value === '') return { day: '', month: '', year: '' };
  const first = value.indexOf('-');
  const last = value.lastIndexOf('-');
  if (first === -1 || first === last) return { day: '', month: '', year: value };
  return {
    year: value.slice(0, first),
    month: value.slice(first + 1, last),
    day: value.slice(last + 1),
  };
}

/** What `DayMonthYearField` takes, inside a `FormScope`. */
export interface DayMonthYearFieldProps {
  /** The field's name in the form's values, which hold the date as `YYYY-MM-DD`. */
  name: string;
  /** The question, as the fieldset's legend: "Date of birth". */
  legend: string;
  /**
   * The purpose of the date for a browser filling it in (WCAG 1.3.5): `bday` gives the boxes
   * `bday-day`, `bday-month` and `bday-year`. None for a date that is not the student's own.
   */
  autoComplete?: 'bday' | undefined;
}

/**
 * A date a person knows, like their birthday, as three boxes for its day, month and year, in the
 * order their language writes them: typed on any keyboard in every browser, as GOV.UK's date
 * input is. A calendar would make them scroll back twenty years, and some browsers' own date
 * fields take no typing at all.
 */
export function DayMonthYearField({ name, legend, autoComplete }: DayMonthYearFieldProps) {
  const { part, t } = useFormScope();
  const { locale } = useUnistay();
  const order = useMemo(() => datePartOrder(formattingLocale(locale)), [locale]);
  return (
    <Field name={name} as="fieldset" hint data-type="day-month-year">
      <legend className={part('label')}>{legend}</legend>
      <Field.Hint>{t('dateHint', { example: exampleDate(order) })}</Field.Hint>
      <Field.Error />
      <DateBoxes order={order} autoComplete={autoComplete} />
    </Field>
  );
}

function DateBoxes({
  order,
  autoComplete,
}: {
  order: readonly DatePart[];
  autoComplete: 'bday' | undefined;
}) {
  const { control, part, t } = useFormScope();
  const field = useField();
  const { field: form } = useController({ control, name: field.name });
  // The boxes keep what the student typed ("3", not "03"); the form keeps the date. A value the
  // form is given (a draft restored, a reset) fills the boxes again.
  const [boxes, setBoxes] = useState(() => ({
    parts: splitDateParts(form.value),
    written: form.value as unknown,
  }));
  if (form.value !== boxes.written) {
    setBoxes({ parts: splitDateParts(form.value), written: form.value });
  }
  const { parts } = boxes;
  const change = (which: DatePart, text: string) => {
    const next = { ...parts, [which]: asciiDigits(text) };
    const value = joinDateParts(next);
    setBoxes({ parts: next, written: value });
    form.onChange(value);
  };
  return (
    <div className={part('dateParts')}>
      {order.map((which, index) => {
        // The first box carries the field's id, so the error summary's link lands on it.
        const id = index === 0 ? field.id : `${field.id}-${which}`;
        return (
          <div key={which} className={part('datePart')} data-part={which}>
            <label htmlFor={id}>{t(LABEL_KEYS[which])}</label>
            <input
              id={id}
              ref={index === 0 ? form.ref : undefined}
              name={`${field.name}-${which}`}
              className={part('input')}
              inputMode="numeric"
              autoComplete={autoComplete && `${autoComplete}-${which}`}
              spellCheck={false}
              aria-invalid={field.message ? true : undefined}
              value={parts[which]}
              onChange={(event) => change(which, event.target.value)}
              onBlur={form.onBlur}
            />
          </div>
        );
      })}
    </div>
  );
}
