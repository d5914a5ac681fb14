// ISO 3166-1 alpha-2 codes; the names come from Intl.DisplayNames in the page's locale, so no
// country list with its translations is shipped. The codes are one bit for each pair of letters
// from aa to zz, set where the pair is a country, in base64: 116 bytes, where the list written out
// took 747 and compressed to some 600 (two letters at random compress poorly).
const COUNTRY_BITS =
  'eFnf7u+93d4nP4QVgNQADgBcCbCf+xUAjQYYeA9AQAMAHSv0QYFP/fz/1yVLCAABQDyPUwEAAEAAUfH95zq7n5pBEARXhUAAAkAAAAAAEAAIBEAAAQ==';

let codes: string[] | undefined;

/** Every country's code, lowercase, in alphabetical order. */
export function countryCodes(): readonly string[] {
  if (!codes) {
    const bits = atob(COUNTRY_BITS);
    codes = [];
    for (let pair = 0; pair < 26 * 26; pair++) {
      if (bits.charCodeAt(pair >> 3) & (1 << (pair & 7))) {
        codes.push(String.fromCharCode(97 + Math.floor(pair / 26), 97 + (pair % 26)));
      }
    }
  }
  return codes;
}

const cache = new Map<string, { value: string; label: string }[]>();

/** Every country, named in `locale` and sorted as that language sorts. */
export function countryOptions(locale: string) {
  let options = cache.get(locale);
  if (!options) {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const collator = new Intl.Collator(locale);
    options = countryCodes()
      .map((code) => ({
        value: code,
        label: names.of(code.toUpperCase()) ?? code.toUpperCase(),
      }))
      .sort((a, b) => collator.compare(a.label, b.label));
    cache.set(locale, options);
  }
  return options;
}

export function countryName(code: string, locale: string) {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
