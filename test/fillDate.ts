import type { Findable } from './engines/page.ts';

/**
 * Types a `YYYY-MM-DD` date into the Day, Month and Year boxes of the one date on `page` (or in
 * the part of it given), as a student does: "27", "3", "2004".
 */
export async function fillDate(page: Pick<Findable, 'getByLabel'>, date: string) {
  const [year = '', month = '', day = ''] = date.split('-');
  await page.getByLabel('Day', { exact: true }).fill(String(Number(day)));
  await page.getByLabel('Month', { exact: true }).fill(String(Number(month)));
  await page.getByLabel('Year', { exact: true }).fill(year);
}
