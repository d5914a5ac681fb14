import { Fragment } from 'react';

/**
 * Parts of someone's own data (an address's lines), joined by the language's separator, each
 * isolated (`<bdi>`): its numbers and punctuation stay with it in a right-to-left sentence, so
 * "15 Riverside Street" never reads "Riverside Street 15", while the parts follow the page's order.
 */
export function IsolatedParts({
  parts,
  separator,
}: {
  parts: readonly (string | null | undefined)[];
  separator: string;
}) {
  return parts
    .filter((part): part is string => Boolean(part))
    .map((part, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed; two may read alike
      <Fragment key={index}>
        {index > 0 && separator}
        <bdi>{part}</bdi>
      </Fragment>
    ));
}
