import { formattingLocale, useUnistay } from '@unistay/react';
import { useMemo } from 'react';

export { commonMessages } from './commonMessages.js';

/** A family's words to replace, by their keys: any, none, or all of them. */
export type Messages<Catalogue> = Partial<Record<keyof Catalogue, string>>;

/**
 * A message by key with its `{placeholders}` filled. A number is written as the locale writes
 * numbers, and a `count` picks the plural form (`key_one`, `key_few`, … by `Intl.PluralRules`).
 */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** `Intl`'s formatters by kind and locale, made once each. */
const formatters: Record<string, Intl.PluralRules | Intl.NumberFormat> = {};
/** A `{placeholder}`; split by it, a message alternates text and placeholder names. */
const PLACEHOLDER = /\{(\w+)\}/;

/**
 * `words` in `locale`: a message by key, `{placeholders}` filled (one without a value stays as it
 * is), numbers written as the locale writes them, and a `count` choosing the plural form.
 */
export function translator(locale: string, words: Readonly<Record<string, string>>): Translate {
  // Made when first needed, and kept for the locale: a table mounting makes a translator, and
  // making an `Intl` formatter costs more than the rest of its words together.
  const plural = (count: number) => {
    const key = `p${locale}`;
    formatters[key] ??= new Intl.PluralRules(locale);
    return (formatters[key] as Intl.PluralRules).select(count);
  };
  const number = (value: number) => {
    const key = `n${locale}`;
    formatters[key] ??= new Intl.NumberFormat(formattingLocale(locale));
    return (formatters[key] as Intl.NumberFormat).format(value);
  };
  // Each message's text and placeholders, split once for this translator: a table asks for the
  // same few hundreds of times. Only the words' own messages are kept, so what a server sends
  // (shown as it is) cannot grow this.
  const compiled: Record<string, string[]> = {};
  // A message of the words' own: a text, not `toString` or another that every object has.
  const has = (key: string) => typeof words[key] === 'string';
  return (key, values = {}) => {
    const { count } = values;
    // The plural form for a count, then the message itself.
    const own =
      typeof count === 'number'
        ? [`${key}_${plural(count)}`, `${key}_other`, key].find(has)
        : has(key)
          ? key
          : undefined;
    // A partner's empty message (`optional: ''`) stays empty.
    const template = own === undefined ? key : (words[own] as string);
    // Most messages have no placeholder: a table asks for hundreds of them.
    if (!template.includes('{')) return template;
    // Text and placeholder names in turn: ['View enquiry ', 'reference', ''].
    let parts = own === undefined ? undefined : compiled[own];
    if (!parts) {
      parts = template.split(PLACEHOLDER);
      if (own !== undefined) compiled[own] = parts;
    }
    return parts
      .map((part, index) => {
        if (index % 2 === 0) return part;
        const value = values[part];
        return typeof value === 'number' ? number(value) : (value ?? `{${part}}`);
      })
      .join('');
  };
}

/**
 * Our English, then the provider's pack and messages, then the component's own, in that order of
 * weight, in the provider's locale. A key nobody has (a server's message, already in the
 * student's language) is shown as it is. Keep `overrides` stable (a constant or memoised): a new
 * object each render makes a new function.
 */
export function useTranslate<Catalogue extends Record<string, string>>(
  overrides: Messages<Catalogue> | undefined,
  defaults: Catalogue,
): Translate {
  const { locale, messages: fromProvider } = useUnistay();
  return useMemo(
    () => translator(locale, { ...defaults, ...fromProvider, ...overrides }),
    [locale, defaults, fromProvider, overrides],
  );
}

/**
 * The locale a component formats dates, prices and numbers in (its own `locale` prop, else the
 * provider's), and the `lang` and `dir` of its words (the provider's pack) for its root: a
 * component in Arabic on an English page still reads right to left.
 */
export function useLanguage(ownLocale?: string) {
  const { locale, direction } = useUnistay();
  return { locale: ownLocale ?? locale, attributes: { lang: locale, dir: direction } };
}
