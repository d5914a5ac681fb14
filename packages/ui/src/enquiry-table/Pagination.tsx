'use client';
import { useEffect, useRef } from 'react';
import { type ClassNames, partClassName } from '../form/parts.js';
import { focusedElement } from '../form/treeLookup.js';
import { type Translate, useTranslate } from '../i18n/messages.js';
import { enquiryTableMessages } from './enquiryTableMessages.js';

/**
 * What `Pagination` takes: the page shown (from 1), how many there are, and what to do when another
 * is chosen.
 */
export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** While a page loads, its buttons wait. */
  disabled?: boolean;
  /** How its words are found. Default: the provider's language and messages, as every component. */
  t?: Translate;
  classNames?: ClassNames;
  unstyled?: boolean;
}

/** Page numbers to show, with null for a gap: the first, the last, and the current with its neighbours. */
export function pageItems(page: number, totalPages: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, totalPages])]
    .filter((number) => number >= 1 && number <= totalPages)
    .sort((a, b) => a - b);
  const items: (number | null)[] = [];
  shown.forEach((number, index) => {
    const previous = shown[index - 1];
    if (previous !== undefined && number - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && number - previous > 2) items.push(null);
    items.push(number);
  });
  return items;
}

/** Previous and next, and the page numbers, in a `<nav aria-label="Pagination">`. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  disabled = false,
  t: given,
  classNames,
  unstyled,
}: PaginationProps) {
  const fromProvider = useTranslate(undefined, enquiryTableMessages);
  const t = given ?? fromProvider;
  const nav = useRef<HTMLElement>(null);
  const moved = useRef(false);
  const part = (which: Parameters<typeof partClassName>[0]) =>
    partClassName(which, classNames, unstyled);
  const go = (next: number) => {
    moved.current = true;
    onPageChange(next);
  };

  // Previous and Next disable themselves at the ends; focus then moves to the current page's
  // number rather than falling to the top of the document.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const active = focusedElement(nav.current);
    if (!active || active === document.body || (active as HTMLButtonElement).disabled) {
      nav.current?.querySelector<HTMLButtonElement>('[aria-current="page"]')?.focus();
    }
  });

  return (
    <nav ref={nav} aria-label={t('pagination')} className={part('pagination')}>
      <ul>
        <li>
          <button
            type="button"
            data-direction="previous"
            disabled={disabled || page <= 1}
            onClick={() => go(page - 1)}
          >
            {t('previousPage')}
          </button>
        </li>
        {pageItems(page, totalPages).map((number, index) =>
          number === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} aria-hidden="true" className={part('paginationGap')}>
              …
            </li>
          ) : (
            <li key={number}>
              <button
                type="button"
                aria-label={t('pageNumber', { page: number })}
                aria-current={number === page ? 'page' : undefined}
                disabled={disabled && number !== page}
                onClick={() => number !== page && go(number)}
              >
                {number}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            data-direction="next"
            disabled={disabled || page >= totalPages}
            onClick={() => go(page + 1)}
          >
            {t('nextPage')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
