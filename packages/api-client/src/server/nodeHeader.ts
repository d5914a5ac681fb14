/** A header as Node gives it (a list for some repeated ones) as fetch gives it: one line. */
export function joinedHeader(value: string | readonly string[] | undefined): string | null {
  return value === undefined ? null : typeof value === 'string' ? value : value.join(', ');
}
