import { useUnistay } from '@unistay/react';
import { useMemo } from 'react';

export { commonMessages } from './commonMessages.js';

/** A family's words to replace, by their keys: any, none, or all of them. */
export type Messages<Catalogue> = Partial<Record<keyof Catalogue, string>>;

/**
 * A message by key with its `{placeholders}` filled. A number is written as the locale writes
 * numbers, and a `count` picks the plural form (`key_one`, `key_few`, … by `Intl.PluralRules`).
 */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * `words` in `locale`: a message by key, `{placeholders}` filled (one without a value stays as it
 * is), numbers written as the locale writes them, and a `count` choosing the plural form.
 */
export function translator(locale: string, words: Readonly<Record<string, string>>): Translate {
  return (key, values = {}) => {
    const { count } = values;
    const pluralForm =
      typeof count === 'number'
        ? (words[`${key}_${formatterOf(pluralRules, locale).select(count)}`] ??
          words[`${key}_other`])
        : undefined;
    // A partner's empty message (`optional: ''`) stays empty.
    const template = pluralForm ?? words[key] ?? key;
    // Most messages have no placeholder: a table asks for hundreds of them.
    if (!template.includes('{')) return template;
    const parts = partsOf(template);
    let text = parts[0] as string;
    for (let at = 1; at < parts.length; at += 2) {
      const name = parts[at] as string;
      const value = values[name];
      text +=
        typeof value === 'number'
          ? formatterOf(numberFormats, locale).format(value)
          : (value ?? `{${name}}`);
      text += parts[at + 1] as string;
    }
    return text;
  };
}

/**
 * A template cut at its placeholders, kept: text, name, text, ... ("View enquiry {reference}" is
 * "View enquiry ", "reference", ""). A table fills the same few templates for every row.
 */
const templateParts = new Map<string, string[]>();
function partsOf(template: string): string[] {
  let parts = templateParts.get(template);
  if (!parts) {
    parts = template.split(/\{(\w+)\}/);
    // Words are a catalogue's, and a partner's messages: few, but not for a Map without end.
    if (templateParts.size > 2000) templateParts.clear();
    templateParts.set(template, parts);
  }
  return parts;
}

// Made once a locale, when first needed, and kept: a table mounting makes a translator, and making
// `Intl` formatters costs more than the rest of its words together.
const numberFormats = {
  of: (locale: string) => new Intl.NumberFormat(locale),
  made: new Map<string, Intl.NumberFormat>(),
};
const pluralRules = {
  of: (locale: string) => new Intl.PluralRules(locale),
  made: new Map<string, Intl.PluralRules>(),
};
function formatterOf<Formatter>(
  kind: { of: (locale: string) => Formatter; made: Map<string, Formatter> },
  locale: string,
): Formatter {
  let formatter = kind.made.get(locale);
  if (!formatter) {
    formatter = kind.of(locale);
    kind.made.set(locale, formatter);
  }
  return formatter;
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
