/** Which way a language's text runs. */
export type TextDirection = 'ltr' | 'rtl';

/**
 * A language for everything Unistay shows: the BCP 47 tag that `Intl` formats dates, prices,
 * numbers and country names with (and the API is asked to answer in), the way its text runs, and
 * its words by key. `@unistay/ui/locales/*` are packs; a partner's own is one of these too.
 */
export interface LocalePack {
  locale: string;
  direction: TextDirection;
  /** Words by key; a plural key has one entry per `Intl.PluralRules` category (`roomsLeft_one`). */
  messages: Readonly<Record<string, string>>;
}

// Scripts written right to left, in use today.
const RIGHT_TO_LEFT_SCRIPT = /^(?:Adlm|Arab|Armi|Hebr|Mand|Nkoo|Rohg|Samr|Syrc|Thaa|Yezi)$/;

/**
 * The direction of `locale`'s script, for a tag given without a pack: its own script subtag, or
 * else the one its language is most likely written in (`ar` and `az-Arab` right to left, `ku-Latn`
 * left to right). Throws a RangeError when `locale` is not a language tag.
 */
export const textDirection = (locale: string): TextDirection =>
  RIGHT_TO_LEFT_SCRIPT.test(new Intl.Locale(locale).maximize().script ?? '') ? 'rtl' : 'ltr';

/**
 * The tag to give `Intl` for `locale`'s dates, prices and numbers: Latin digits, unless the tag
 * names its own numbering system (`ar-u-nu-arab`). Engines disagree on Arabic's default (WebKit
 * writes ٢٨٩٫٠٠ where Chromium and Firefox write 289.00), and every language pack writes its
 * sentences' digits in Latin ("+44 7700 900123"): one system on every page, in every engine. A tag
 * that is not a language tag is given back as it is, for `Intl` to refuse.
 */
export function formattingLocale(locale: string): string {
  try {
    return new Intl.Locale(locale).numberingSystem
      ? locale
      : new Intl.Locale(locale, { numberingSystem: 'latn' }).toString();
  } catch {
    return locale;
  }
}

/**
 * One pack of several in the same language, such as the families of components a page shows
 * (`mergeLocales(checkout, hostedCheckout)` from `@unistay/ui/locales/ar`). Make it once, outside
 * a component: a new pack each render re-words everything each render.
 */
export function mergeLocales(first: LocalePack, ...rest: LocalePack[]): LocalePack {
  const other = rest.find((pack) => pack.locale !== first.locale);
  if (other) {
    throw new RangeError(
      `mergeLocales: the packs are in "${first.locale}" and "${other.locale}"; merge the packs of one language.`,
    );
  }
  return {
    locale: first.locale,
    direction: first.direction,
    messages: Object.assign({}, first.messages, ...rest.map((pack) => pack.messages)),
  };
}
