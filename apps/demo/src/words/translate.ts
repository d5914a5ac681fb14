import { formattingLocale } from '@unistay/react';
import { createElement, Fragment, type ReactNode } from 'react';
import type { DemoWords, WordKey } from './en-GB.ts';

/** What fills a key's `{placeholders}`: a number is written as the language writes numbers. */
export type Values = Readonly<Record<string, string | number>>;
/** The same, for words shown with elements inside them (a link, a name kept as it is). */
export type RichValues = Readonly<Record<string, ReactNode>>;

export interface DemoTranslate {
  /**
   * The words of `key` with its `{placeholders}` filled; a `count` chooses the plural form
   * (`key_one`, `key_few`, … by `Intl.PluralRules`). A placeholder with no value stays as it is.
   */
  t: (key: WordKey, values?: Values) => string;
  /** The same with elements for placeholders: `rich('askUs', { link: <a …>…</a> })`. */
  rich: (key: WordKey, values: RichValues) => ReactNode;
  /** The BCP 47 tag dates, prices and numbers are written in. */
  locale: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** `words` in `locale`, as the demo's pages ask for them. */
export function demoTranslator(locale: string, words: DemoWords): DemoTranslate {
  const all = words as unknown as Readonly<Record<string, string>>;
  // Made when first needed: most words have no number in them.
  let plurals: Intl.PluralRules | undefined;
  let numbers: Intl.NumberFormat | undefined;
  const number = (value: number) => {
    numbers ??= new Intl.NumberFormat(formattingLocale(locale));
    return numbers.format(value);
  };
  const template = (key: string, count: unknown) => {
    if (typeof count === 'number') {
      plurals ??= new Intl.PluralRules(locale);
      const form = all[`${key}_${plurals.select(count)}`] ?? all[`${key}_other`];
      if (form !== undefined) return form;
    }
    return all[key] ?? all[`${key}_other`] ?? key;
  };

  const t: DemoTranslate['t'] = (key, values = {}) => {
    const text = template(key, values.count);
    if (!text.includes('{')) return text;
    return text.replace(PLACEHOLDER, (whole, name: string) => {
      const value = values[name];
      return typeof value === 'number' ? number(value) : (value ?? whole);
    });
  };

  const rich: DemoTranslate['rich'] = (key, values) => {
    const parts: ReactNode[] = [];
    const text = template(key, values.count);
    let last = 0;
    for (const match of text.matchAll(PLACEHOLDER)) {
      const [whole, name = ''] = match;
      parts.push(text.slice(last, match.index));
      const value = values[name];
      parts.push(typeof value === 'number' ? number(value) : value === undefined ? whole : value);
      last = match.index + whole.length;
    }
    parts.push(text.slice(last));
    // As arguments, not an array: the parts need no keys.
    return createElement(Fragment, null, ...parts.filter((part) => part !== ''));
  };

  return { t, rich, locale };
}
