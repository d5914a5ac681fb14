import type { Findable } from './engines/page.ts';

/**
 * What a student types into the Day, Month and Year boxes for a `YYYY-MM-DD` date, by label:
 * "27", "3", "2004".
 */
export function dateBoxes(date: string): [label: 'Day' | 'Month' | 'Year', text: string][] {
  const [year = '', month = '', day = ''] = date.split('-');
  return [
    ['Day', String(Number(day))],
    ['Month', String(Number(month))],
    ['Year', year],
  ];
}

/** Types a `YYYY-MM-DD` date into the boxes of the one date on `page` (or in the part given). */
export async function fillDate(page: Pick<Findable, 'getByLabel'>, date: string) {
  for (const [label, text] of dateBoxes(date)) {
    await page.getByLabel(label, { exact: true }).fill(text);
  }
}
