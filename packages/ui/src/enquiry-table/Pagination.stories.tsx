import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { inArabic, inPseudoLocale } from '../i18n/locale.stories-shared.js';
import { useLanguage, useTranslate } from '../i18n/messages.js';
import ar from '../locales/ar.js';
import pseudo from '../locales/pseudo.js';
import { enquiryTableMessages } from './enquiryTableMessages.js';
import { Pagination } from './Pagination.js';

interface PaginationDemoProps {
  /** The page shown first. */
  initialPage: number;
  totalPages: number;
}

/**
 * The pagination on its own, keeping its page in local state. Its styles read the custom
 * properties set on `.unistay-root`, so it sits in one, as it does inside the table.
 */
function PaginationDemo({ initialPage, totalPages }: PaginationDemoProps) {
  const [page, setPage] = useState(initialPage);
  // The pagination finds its words in the provider's language, as inside the table; the page
  // number below is the story's own, in the same words.
  const t = useTranslate(undefined, enquiryTableMessages);
  const { attributes } = useLanguage();
  return (
    <div className="unistay-root" {...attributes}>
      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
      <p>{t('pageNumber', { page })}</p>
    </div>
  );
}

const nav = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }));

/** What the list shows between Previous and Next: page numbers, and … for a gap. */
const pageItems = (canvasElement: HTMLElement) =>
  nav(canvasElement)
    .getAllByRole('listitem', { hidden: true })
    .map((item) => item.textContent)
    .slice(1, -1);

const button = (canvasElement: HTMLElement, name: string) =>
  nav(canvasElement).getByRole('button', { name });

async function expectCurrent(canvasElement: HTMLElement, page: number) {
  const current = nav(canvasElement)
    .getAllByRole('button')
    .filter((candidate) => candidate.hasAttribute('aria-current'));
  await expect(current).toHaveLength(1);
  await expect(current[0]).toHaveAccessibleName(`Page ${page}`);
  await expect(current[0]).toHaveAttribute('aria-current', 'page');
}

const meta = {
  title: 'UI/Enquiry table/Pagination',
  component: PaginationDemo,
  args: { initialPage: 1, totalPages: 40 },
} satisfies Meta<typeof PaginationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    await expectCurrent(canvasElement, 1);
    await expect(pageItems(canvasElement)).toEqual(['1', '2', '…', '40']);
    await expect(button(canvasElement, 'Previous page')).toBeDisabled();
    await expect(button(canvasElement, 'Next page')).toBeEnabled();

    await userEvent.click(button(canvasElement, 'Next page'));
    await expectCurrent(canvasElement, 2);
    await expect(button(canvasElement, 'Previous page')).toBeEnabled();
    await expect(pageItems(canvasElement)).toEqual(['1', '2', '3', '…', '40']);
  },
};

export const MiddlePage: Story = {
  tags: ['state'],
  args: { initialPage: 20 },
  play: async ({ canvasElement }) => {
    await expectCurrent(canvasElement, 20);
    // The first, the last, and the current page with its neighbours; a gap on either side.
    await expect(pageItems(canvasElement)).toEqual(['1', '…', '19', '20', '21', '…', '40']);
    // The gaps are for the eye only.
    for (const gap of within(canvasElement).getAllByText('…')) {
      await expect(gap).toHaveAttribute('aria-hidden', 'true');
    }
    await expect(button(canvasElement, 'Previous page')).toBeEnabled();
    await expect(button(canvasElement, 'Next page')).toBeEnabled();

    await userEvent.click(button(canvasElement, 'Page 21'));
    await expectCurrent(canvasElement, 21);
    await expect(pageItems(canvasElement)).toEqual(['1', '…', '20', '21', '22', '…', '40']);
  },
};

export const LastPage: Story = {
  args: { initialPage: 40 },
  play: async ({ canvasElement }) => {
    await expectCurrent(canvasElement, 40);
    await expect(pageItems(canvasElement)).toEqual(['1', '…', '39', '40']);
    await expect(button(canvasElement, 'Next page')).toBeDisabled();
    await expect(button(canvasElement, 'Previous page')).toBeEnabled();

    await userEvent.click(button(canvasElement, 'Page 1'));
    await expectCurrent(canvasElement, 1);
    await expect(button(canvasElement, 'Previous page')).toBeDisabled();
  },
};

const paginationIn = (words: { pagination: string }) => async (canvasElement: HTMLElement) => {
  await expect(
    within(canvasElement).getByRole('navigation', { name: words.pagination }),
  ).toBeVisible();
};

/** In Arabic: Previous on the right, its arrow pointing right. */
export const Arabic: Story = { args: { initialPage: 20 }, ...inArabic(paginationIn(ar.messages)) };

/** In the pseudo-locale at 360 px: the buttons wrap, none cut off. */
export const PseudoLocale: Story = {
  args: { initialPage: 20 },
  ...inPseudoLocale(paginationIn(pseudo.messages)),
};
