/**
 * What a page in the pseudo-locale shows that is not from the packs: visible text, and the
 * `aria-label`, `title`, `alt` and `placeholder` of every element, and every `<option>`. Text from
 * the packs is bracketed (⟦…⟧); what `Intl` writes in the page's language (month, weekday, country
 * and currency names, units) is the locale's own; free text from people and operators is marked
 * `translate="no"` and must be one of `data`, so marking everything cannot pass. On its own, with
 * no imports, so a story's hook or a page can run it.
 */
export function untranslated(
  root: HTMLElement,
  data: readonly string[],
  locales: readonly string[],
): string[] {
  // The pack's language, and any a component formats in by its own `locale` prop.
  const intlWords = [...new Set(locales.flatMap(intlWordsOf))].sort((a, b) => b.length - a.length);
  const dataValues = [...new Set(data.map((value) => value.trim()).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  const problems: string[] = [];
  const letters = /\p{L}/u;

  /** What is left of a text once pack words, Intl's words and (where marked) data are taken out. */
  const leftover = (text: string, marked: boolean) => {
    let rest = text.replace(/⟦[^⟧]*⟧/g, ' ');
    if (marked) for (const value of dataValues) rest = rest.split(value).join(' ');
    for (const word of intlWords) rest = rest.split(word).join(' ');
    return rest;
  };
  const check = (where: string, text: string, marked: boolean) => {
    const rest = leftover(text, marked);
    // Marked text may be part of a value (a message's first line, shown in the table).
    const partOfData = marked && dataValues.some((value) => value.includes(text.trim()));
    if (letters.test(rest) && !partOfData) {
      problems.push(
        `${where}: "${text.trim().slice(0, 80)}"${marked ? ' (marked, not data)' : ''}`,
      );
    }
  };
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
  const isMarked = (element: Element | null) => Boolean(element?.closest('[translate="no"]'));

  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent ?? '';
    if (!parent || !text.trim() || parent.closest('script, style, noscript')) continue;
    // Hidden text is not read; an option of a closed select is, when the select opens.
    const shown = parent.closest('option') ? true : parent.checkVisibility();
    if (!shown) continue;
    check(`text in ${describe(parent)}`, text, isMarked(parent));
  }
  for (const element of root.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
    for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value?.trim()) check(`${name} of ${describe(element)}`, value, isMarked(element));
    }
  }
  return problems;
}

/** The words `Intl` writes in `locale`: months, weekdays, countries, currencies, units. */
function intlWordsOf(locale: string): string[] {
  const words = new Set<string>();
  for (let month = 0; month < 12; month++) {
    const date = new Date(Date.UTC(2027, month, 15));
    for (const style of ['long', 'short'] as const) {
      words.add(new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }).format(date));
      words.add(new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(date));
    }
  }
  const regions = new Intl.DisplayNames(locale, { type: 'region' });
  const A = 'A'.charCodeAt(0);
  for (let first = 0; first < 26; first++) {
    for (let second = 0; second < 26; second++) {
      const code = String.fromCharCode(A + first, A + second);
      const name = regions.of(code);
      if (name && name !== code) words.add(name);
    }
  }
  for (const currency of ['GBP', 'AUD', 'CAD', 'EUR', 'USD']) {
    for (const display of ['symbol', 'narrowSymbol', 'code'] as const) {
      const parts = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: display,
      }).formatToParts(1);
      for (const part of parts) if (part.type === 'currency') words.add(part.value);
    }
  }
  // The words a list is joined with ("and"): `Intl.ListFormat`'s, in the language.
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  for (const items of [
    ['1', '2'],
    ['1', '2', '3'],
  ]) {
    for (const part of list.formatToParts(items)) {
      if (part.type === 'literal') words.add(part.value.replace(/^[\s,]+|\s+$/g, ''));
    }
  }
  for (const unit of ['kilometer', 'mile']) {
    const parts = new Intl.NumberFormat(locale, { style: 'unit', unit }).formatToParts(1);
    for (const part of parts) if (part.type === 'unit') words.add(part.value);
  }
  // Longest first, so "Sept" is not taken out of "September" first.
  return [...words].filter(Boolean).sort((a, b) => b.length - a.length);
}
