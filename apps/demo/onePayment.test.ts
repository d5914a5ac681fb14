import fr from '@unistay/ui/locales/fr';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  answerClassicEnsuite,
  appShown,
  leaveForHostedCheckout,
  passHumanCheck,
  recordDataLayer,
} from './demoHarness.ts';
import {
  bookedOnceCleared,
  CARDS,
  duplicate,
  pay,
  reachCardFields,
  referenceOf,
  servePaymentJourneys,
} from './paymentJourneys.ts';

/**
 * One payment per room, whatever the browser around the checkout does: a duplicated tab, a second
 * tab, a language switch or a reload while paying, a payment still processing. Each test plays
 * what a student did, then counts the payments from the sandbox's own record, never from what a
 * page believes.
 */

const { newBrowser, charges, bookings, addFault } = servePaymentJourneys();

/** "Pay and book" with the card provider slow to answer: the page says "Paying…" a while. */
async function startPayingSlowly(page: Page) {
  await addFault({ route: 'payment_intents.confirm', latencyMs: 2_000, times: 1 });
  await pay(page);
  await page.getByRole('status').filter({ hasText: 'Paying…' }).waitFor();
}

/** A browser whose first tab has the room's checkout answered up to the card. */
async function atTheCard() {
  const { context, open } = await newBrowser();
  const first = await open();
  await reachCardFields(first.page);
  return { context, open, first };
}

/** Two tabs on the room, each at the card fields of a checkout of its own, for another period. */
async function twoCheckouts() {
  const { context, open, first } = await atTheCard();
  const second = await open();
  await reachCardFields(second.page, /^4 September 2027/);
  return { context, first, second };
}

describe('one payment per room, whatever the browser does', () => {
  it('a duplicated tab, after the first paid: no card fields, and booked with the same reference', async () => {
    const { context, first } = await atTheCard();
    const copy = await duplicate(first.page);
    await copy.page.getByLabel('Card number').waitFor();

    await first.page.bringToFront();
    await pay(first.page);
    await first.page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();

    await copy.page.bringToFront();
    await copy.page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    expect(await copy.page.getByLabel('Card number').count()).toBe(0);
    expect(await referenceOf(copy.page)).toBe(await referenceOf(first.page));
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    // The copy holds the same paid session and completes it too, so a booking is made even if the
    // first tab closes between paying and booking: the API answers the second completion, in
    // whichever tab it comes (on a busy machine, the copy's can come first), "already completed"
    // with a 400, which the browser logs; nothing else goes wrong in either.
    const problems = [...first.problems, ...copy.problems];
    const replayed = (problem: string) => problem.includes('400 (Bad Request)');
    expect(problems.filter((problem) => !replayed(problem))).toEqual([]);
    expect(problems.filter(replayed).length).toBeLessThanOrEqual(1);
    await context.close();
  });

  it('a duplicated tab that changes the period after the first paid is never offered a card', async () => {
    const { context, first } = await atTheCard();
    const copy = await duplicate(first.page);
    await pay(first.page);
    await first.page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();

    // Whatever the copy still shows, the student tries another period there. The copy may hear of
    // the payment as they do: then the button goes as the booking shows, or the stay is locked to
    // the period paid for.
    const change = copy.page.getByRole('button', { name: 'Change your stay' });
    const booked = copy.page.getByRole('heading', { name: 'Booking confirmed' });
    // A control the page may take away as it hears: tried for a moment, then let go.
    const tryTo = (action: Promise<void>) =>
      action.then(
        () => true,
        () => false,
      );
    if (await tryTo(change.click({ timeout: 5_000 }))) {
      const otherPeriod = copy.page.getByLabel(/^4 September 2027/);
      const locked = copy.page.getByText('You have paid for these dates');
      await otherPeriod.or(locked).or(booked).first().waitFor();
      if (await otherPeriod.isVisible()) await tryTo(otherPeriod.check({ timeout: 5_000 }));
      const next = copy.page.getByRole('button', { name: 'Continue' });
      if (await next.isVisible()) await tryTo(next.click({ timeout: 5_000 }));
    }
    await booked.waitFor();
    expect(await copy.page.getByLabel('Card number').count()).toBe(0);
    expect(await charges()).toBe(1);
    await context.close();
  });

  it('a duplicated tab that has not yet heard the first pay, changing the period, reads the payment first: booked, never a second session', async () => {
    const { context, first } = await atTheCard();
    // The copy opens in a browser of its own, so no word of the first tab reaches it: the moment
    // before a tab's storage event arrives, held open. Only the session's own payment, read before
    // the session is replaced, stands between the student and a second charge.
    const elsewhere = await newBrowser();
    const copy = await duplicate(first.page, elsewhere.context);
    await copy.page.getByLabel('Card number').waitFor();
    await pay(first.page);
    await first.page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();

    await copy.page.getByRole('button', { name: 'Change your stay' }).click();
    await copy.page.getByLabel(/^4 September 2027/).check();
    await copy.page.getByRole('button', { name: 'Continue' }).click();
    await copy.page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    // The API answers its completion "already completed", without the id, and no tab can tell it;
    // the partner's server, which recorded the booking for this browser, names it.
    await copy.page.getByText(/Your booking reference is/).waitFor();
    expect(await referenceOf(copy.page)).toBe(await referenceOf(first.page));
    expect(await copy.page.getByLabel('Card number').count()).toBe(0);
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    await elsewhere.context.close();
    await context.close();
  });

  it('two tabs on one room, on other dates each: while one pays, the other says so; once booked, the other is offered its own dates, never told it booked', async () => {
    const { context, first, second } = await twoCheckouts();

    // The first is slow to confirm: the second hears of the payment while it is made.
    await addFault({ route: 'payment_intents.confirm', latencyMs: 2_000, times: 1 });
    await pay(first.page);
    await expect
      .poll(() => second.page.getByRole('alert').allTextContents())
      .toContainEqual(expect.stringContaining('was started in another tab or window'));
    expect(await second.page.getByLabel('Card number').count()).toBe(0);
    await first.page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    // The server, asked, says the booking is of the first tab's dates: the second's are its own.
    await second.page.getByLabel('Card number').waitFor();
    expect(await second.page.getByRole('heading', { name: 'Booking confirmed' }).count()).toBe(0);
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    await context.close();
  });

  it("two tabs on one room, the bank's question open in one and the tabs' record removed by a script there: the other offers no way to pay until the bank is answered", async () => {
    const { context, first, second } = await twoCheckouts();
    await pay(first.page, CARDS.asksBankInPage);
    const bank = first.page.getByRole('dialog').filter({ hasText: 'bank' });
    await bank.waitFor();
    await expect
      .poll(() => second.page.getByRole('alert').allTextContents())
      .toContainEqual(expect.stringContaining('was started in another tab or window'));
    // Removed in the tab that pays, which hears no storage event of its own page's write.
    await first.page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('unistay:checkout-payment:')) localStorage.removeItem(key);
      }
    });
    // The other tab heard the removal at once; what it offers a moment later is what it decided.
    await second.page.waitForTimeout(1_000);
    expect(await second.page.getByLabel('Card number').count()).toBe(0);
    expect(await second.page.getByRole('button', { name: /^Secure checkout/ }).count()).toBe(0);

    await bank.getByRole('button', { name: 'Confirm payment' }).click();
    await first.page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    await second.page.getByLabel('Card number').waitFor();
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    await context.close();
  });

  it('two tabs on one room, "Pay and book" pressed in both at the same moment: one payment, and the other tab offers its own dates again', async () => {
    const { context, first, second } = await twoCheckouts();
    for (const { page } of [first, second]) {
      await page.getByLabel('Card number').fill(CARDS.succeeds);
      // A click on the button before it is enabled does nothing: a busy machine may be that slow.
      const payButton = page.getByRole('button', { name: 'Pay and book', exact: true });
      await expect.poll(() => payButton.isEnabled()).toBe(true);
    }

    // Both pressed at one instant by each page's own clock, closer than one tab's word of its
    // payment takes to reach the other: only the lock the tabs share keeps them apart.
    const at = Date.now() + 500;
    await Promise.all(
      [first, second].map(({ page }) =>
        page.evaluate((when) => {
          // Found when pressed: the page may have drawn the button again since.
          const press = () =>
            [...document.querySelectorAll('button')]
              .find((each) => each.textContent === 'Pay and book')
              ?.click();
          setTimeout(press, when - Date.now());
        }, at),
      ),
    );
    // One of them paid and booked; the other, refused while it paid, is offered its card again,
    // for its own dates, once the server says the booking is not of them.
    const confirmed = (page: Page) =>
      page.getByRole('heading', { name: 'Booking confirmed' }).count();
    await expect
      .poll(async () => (await confirmed(first.page)) + (await confirmed(second.page)))
      .toBe(1);
    const other = (await confirmed(first.page)) ? second.page : first.page;
    await other.getByLabel('Card number').waitFor();
    expect(await other.getByRole('heading', { name: 'Booking confirmed' }).count()).toBe(0);
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    await context.close();
  });

  it('a language switch while "Paying…" keeps the wizard, its step and the payment: one booking, in French', async () => {
    const { context, open } = await newBrowser();
    const { page, problems } = await open();
    await reachCardFields(page);
    await startPayingSlowly(page);
    await page.getByLabel('Language').selectOption('fr');

    await page.getByRole('heading', { name: fr.messages.stepConfirmed }).waitFor();
    expect(await page.getByRole('button', { name: /ici$/ }).count()).toBe(0);
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Back and Forward while "Paying…": the checkout comes back booked, with no stay to change and nothing more to pay', async () => {
    const { context, open } = await newBrowser();
    const { page, problems } = await open();
    await reachCardFields(page);
    await startPayingSlowly(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Rooms' }).click();
    await page.waitForURL((url) => url.pathname === '/rooms');
    await page.goBack();
    await appShown(page);
    await page.goForward();
    await appShown(page);
    await page.goBack();
    await appShown(page);

    // The room's checkout opens by itself where it was: paid by now, and booked.
    await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    expect(await page.getByRole('button', { name: 'Change your stay' }).count()).toBe(0);
    expect(await page.getByLabel('Card number').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Secure checkout/ }).count()).toBe(0);
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a language switch at every phase keeps the step, the answers and the payment', async () => {
    const { context, open } = await newBrowser();
    const { page, problems } = await open();
    const book = page.locator('.demo-book');
    /** To French and back, as a student checking a word would. */
    const switchLanguage = async () => {
      await page.getByLabel('Language').selectOption('fr');
      await page.waitForFunction(() => document.documentElement.lang === 'fr');
      await page.getByLabel('Langue').selectOption('en-GB');
      await page.waitForFunction(() => document.documentElement.lang === 'en-GB');
    };
    await page.getByRole('button', { name: 'Book Classic Ensuite here' }).click();
    await book.getByLabel(/^11 September 2027/).check();
    await book.getByLabel('Pay in full').check();
    await switchLanguage();
    expect(await book.getByLabel(/^11 September 2027/).isChecked()).toBe(true);
    expect(await book.getByLabel('Pay in full').isChecked()).toBe(true);

    await book.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'About you' }).waitFor();
    await book.getByLabel('First name').fill('Amara');
    await switchLanguage();
    await page.getByRole('heading', { name: 'About you' }).waitFor();
    expect(await book.getByLabel('First name').inputValue()).toBe('Amara');

    // From the stay again, every step answered, to the card: the card is still offered after.
    await book.getByRole('button', { name: 'Back' }).click();
    await reachCardFields(page, /^11 September 2027/, { opened: true });
    await switchLanguage();
    await page.getByRole('heading', { name: 'Check your answers' }).waitFor();
    await page.getByLabel('Card number').waitFor();

    await pay(page, CARDS.processing);
    await page.getByRole('alert').filter({ hasText: 'Do not pay again' }).waitFor();
    await switchLanguage();
    await page.getByRole('alert').filter({ hasText: 'Do not pay again' }).waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);

    await bookedOnceCleared(page);
    const reference = await referenceOf(page);
    await switchLanguage();
    await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    expect(await referenceOf(page)).toBe(reference);
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a payment still processing, then a reload: the checkout opens by itself, offers no card and no hosted checkout, and books once it clears', async () => {
    const { context, open } = await newBrowser();
    const { page } = await open();
    await reachCardFields(page);
    await pay(page, CARDS.processing);
    await page.getByRole('alert').filter({ hasText: 'Do not pay again' }).waitFor();

    await page.reload();
    await appShown(page);
    // No click on "Book … here": the checkout resumes by itself.
    await page.getByRole('heading', { name: 'Check your answers' }).waitFor();
    expect(await page.getByRole('button', { name: /^Secure checkout/ }).count()).toBe(0);
    await page.getByText('You have already started paying for this room below').waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await bookedOnceCleared(page);
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    await context.close();
  });

  it('a payment processing in one tab, the room opened in a new one: nothing to pay with there; that tab closed, the new one takes the payment over and books', async () => {
    const { context, open, first } = await atTheCard();
    await pay(first.page, CARDS.processing);
    await first.page.getByRole('alert').filter({ hasText: 'Do not pay again' }).waitFor();

    const fresh = await open();
    await fresh.page.getByText('You have already started paying for this room below').waitFor();
    expect(await fresh.page.getByRole('button', { name: /^Secure checkout/ }).count()).toBe(0);
    await fresh.page
      .getByRole('alert')
      .filter({ hasText: 'was started in another tab or window' })
      .waitFor();
    expect(await fresh.page.getByLabel('Card number').count()).toBe(0);
    expect(await charges()).toBe(1);

    // The tab holding the payment is closed before it clears: the one left reads it, and books.
    await first.page.close();
    await bookedOnceCleared(fresh.page);
    expect(await fresh.page.getByLabel('Card number').count()).toBe(0);
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    await context.close();
  });

  /** What the paying tab asks last before it is closed: the booking, or the payment before it. */
  const COMPLETION = /\/rooms\/[^/]+\/checkout$/;
  const CONFIRMATION = /\/payment_intents\/[^/]+\/confirm$/;

  it.each([
    ['its booking is made', 'a second tab on the room', COMPLETION],
    ['its booking is made', 'a second tab at its own dates', COMPLETION],
    ['its booking is made', 'a tab opened afterwards', COMPLETION],
    ['its payment is taken', 'a second tab on the room', CONFIRMATION],
    ['its payment is taken', 'a second tab at its own dates', CONFIRMATION],
    ['its payment is taken', 'a tab opened afterwards', CONFIRMATION],
  ] as const)(
    'the paying tab closed as %s, before it hears: %s shows the booking, and it is reported once',
    async (_, second, lastAsked) => {
      const { context, open } = await newBrowser();
      const pushed = await recordDataLayer(context, { allowMeasurement: true });
      const first = await open();
      await reachCardFields(first.page);
      const other = second === 'a tab opened afterwards' ? null : await open();
      if (second === 'a second tab at its own dates') {
        await reachCardFields((other ?? first).page, /^4 September 2027/);
      }
      // Asked, and answered; the tab is closed before the answer reaches its page. (A tab closed
      // while its card was confirmed says it left for the bank's page, as a page the card
      // provider navigates away does: the other tabs read the payment before they believe it.)
      await first.page.route(
        lastAsked,
        async (route) => {
          await route.fetch();
          await first.page.close();
        },
        { times: 1 },
      );
      await pay(first.page);
      await expect.poll(charges).toBe(1);
      const { page } = other ?? (await open());
      await page.bringToFront();
      await expect
        .poll(
          async () => {
            const checkAgain = page.getByRole('button', { name: 'Check again' });
            if (await checkAgain.isVisible()) await checkAgain.click().catch(() => {});
            return page.getByRole('heading', { name: 'Booking confirmed' }).isVisible();
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      // Whichever tab completed it says so to the analytics, once, whoever heard the answer.
      await expect.poll(() => pushed.filter(({ event }) => event === 'purchase').length).toBe(1);
      expect(await charges()).toBe(1);
      expect(await bookings()).toBe(1);
      await context.close();
    },
  );

  it("the booking's answer lost on the way back: Try again shows the booking, with the reference the partner's server recorded, and so does a duplicate", async () => {
    const { context, open } = await newBrowser();
    const { page } = await open();
    await reachCardFields(page);
    // The booking is made, and its answer lost on the way back: the connection drops as it comes.
    await page.route(
      /\/rooms\/[^/]+\/checkout$/,
      async (route) => {
        await route.fetch();
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await pay(page);
    await expect.poll(bookings).toBe(1);

    // The API does not say a booking's id twice; the partner's proxy recorded it, and says it.
    await expect
      .poll(async () => {
        const tryAgain = page.getByRole('button', { name: 'Try again' });
        if (await tryAgain.isVisible()) await tryAgain.click();
        return page.getByText(/Your booking reference is BK-/).isVisible();
      })
      .toBe(true);
    await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    const copy = await duplicate(page);
    await copy.page.getByText(/Your booking reference is BK-/).waitFor();
    expect(await referenceOf(copy.page)).toBe(await referenceOf(page));
    expect(await copy.page.getByLabel('Card number').count()).toBe(0);
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    await context.close();
  });
});

describe("back from the bank's page, wherever the student lands", () => {
  /** Pays with the card that confirms on the bank's own page, and waits for that page. */
  async function leaveForBank(page: Page) {
    await pay(page, CARDS.redirectsToBank);
    await page.getByRole('heading', { name: 'Confirm your payment' }).waitFor();
  }
  const confirmAtBank = (page: Page) =>
    page.getByRole('button', { name: 'Confirm payment' }).click();
  const booked = (page: Page) => page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();

  it('into the same tab: the checkout opens by itself and books', async () => {
    const { context, open } = await newBrowser();
    const { page, problems } = await open();
    await reachCardFields(page);
    await leaveForBank(page);
    expect(await charges()).toBe(0);
    await confirmAtBank(page);
    await booked(page);
    expect(new URL(page.url()).searchParams.get('redirect_status')).toBe('succeeded');
    expect(await page.getByLabel('Card number').count()).toBe(0);
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('into another tab: that tab books; the first, back from the bank, shows the same booking', async () => {
    const { context, first } = await atTheCard();
    await leaveForBank(first.page);
    // The bank (an app, a link in a message) opens the return in a tab of its own.
    const elsewhere = await context.newPage();
    await elsewhere.goto(first.page.url());
    await confirmAtBank(elsewhere);
    await booked(elsewhere);
    expect(await elsewhere.getByLabel('Card number').count()).toBe(0);

    await first.page.goBack();
    await appShown(first.page);
    await booked(first.page);
    expect(await referenceOf(first.page)).toBe(await referenceOf(elsewhere));
    expect(await first.page.getByLabel('Card number').count()).toBe(0);
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    await context.close();
  });

  it('into this tab with its session storage cleared: the checkout is found, and booked', async () => {
    const { context, open } = await newBrowser();
    const { page } = await open();
    await reachCardFields(page);
    await leaveForBank(page);
    await page.evaluate(() => window.sessionStorage.clear());
    await confirmAtBank(page);
    await booked(page);
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    // The answers handed to the return are gone from shared storage once taken.
    const shared = await page.evaluate(() => Object.keys(window.localStorage));
    expect(shared.filter((key) => key.endsWith(':held-checkout'))).toEqual([]);
    await context.close();
  });

  it('into this tab, its payment unreadable, then the tab closed: another tab takes the checkout over and books', async () => {
    const { context, open, first } = await atTheCard();
    const other = await open();
    await leaveForBank(first.page);
    // Unreadable in the tab the bank returns to (the other tab reads the same payment, as it waits).
    await first.page.route(
      /\/payment_intents\/[^/?]+(\?.*)?$/,
      (route) => route.fulfill({ status: 503, body: '{}' }),
      { times: 1 },
    );
    await confirmAtBank(first.page);
    await first.page.getByRole('button', { name: 'Check again' }).waitFor();
    expect(await charges()).toBe(1);

    // Closed before "Check again": the answers were only in that tab, and the other tab books.
    await first.page.close();
    await booked(other.page);
    expect(await other.page.getByLabel('Card number').count()).toBe(0);
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    await context.close();
  });

  it('twice: the bank page answered again, and the return opened again, book nothing more', async () => {
    const { context, open } = await newBrowser();
    const { page } = await open();
    await reachCardFields(page);
    await leaveForBank(page);
    await confirmAtBank(page);
    await booked(page);
    const returned = page.url();
    const reference = await referenceOf(page);

    await page.goBack();
    await confirmAtBank(page);
    await booked(page);
    const again = await context.newPage();
    await again.goto(returned);
    await booked(again);
    for (const each of [page, again]) {
      expect(await referenceOf(each)).toBe(reference);
      expect(await each.getByLabel('Card number').count()).toBe(0);
    }
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    await context.close();
  });

  it('while the first tab waits at the bank, its duplicate and a new tab offer no card; the confirmation books once', async () => {
    const { context, open, first } = await atTheCard();
    const copy = await duplicate(first.page);
    await copy.page.getByLabel('Card number').waitFor();
    await first.page.bringToFront();
    await leaveForBank(first.page);

    // The copy holds the same session, read "unpaid" while the bank waits (afresh, after a
    // reload, with no tab holding the lock): the room is not released.
    await copy.page.bringToFront();
    await copy.page.reload();
    await appShown(copy.page);
    await copy.page
      .getByRole('alert')
      .filter({ hasText: 'was started in another tab or window' })
      .waitFor();
    expect(await copy.page.getByLabel('Card number').count()).toBe(0);
    const fresh = await open();
    await fresh.page.getByText('You have already started paying for this room below').waitFor();
    expect(await fresh.page.getByRole('button', { name: /^Secure checkout/ }).count()).toBe(0);
    expect(await fresh.page.getByLabel('Card number').count()).toBe(0);

    await first.page.bringToFront();
    await confirmAtBank(first.page);
    // The copy holds the same payment: it reads it, and shows the booking. The new tab chose no
    // dates yet: it is told of the booking by the server if it starts them, and pays nothing here.
    for (const each of [first.page, copy.page]) await booked(each);
    await fresh.page.getByText('You have booked this room below').waitFor();
    expect(await fresh.page.getByLabel('Card number').count()).toBe(0);
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    await context.close();
  });

  it('cancelled at the bank: the same checkout offers the card again, and one payment books', async () => {
    const { context, open } = await newBrowser();
    const { page } = await open();
    await reachCardFields(page);
    await leaveForBank(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByLabel('Card number').waitFor();
    expect(await charges()).toBe(0);
    await pay(page);
    await booked(page);
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    await context.close();
  });
});

describe("the accommodation provider's hosted checkout and this page's, in one browser", () => {
  /** Leaves for the hosted checkout page of the 11 September period. */
  const leaveForHostedCheckoutOf11September = (page: Page) =>
    leaveForHostedCheckout(page, page.getByRole('button', { name: /^Secure checkout: 11 Sept/ }));
  const hostedCheckoutOpened = (page: Page) =>
    page.getByRole('alert').filter({ hasText: 'You went to secure checkout for this room' });

  it('paid on the hosted page in another tab while this one waits at the card: no card here, one booking', async () => {
    const { context, open, first } = await atTheCard();

    const other = await open();
    await leaveForHostedCheckoutOf11September(other.page);
    await other.page.getByRole('button', { name: 'Pay and book' }).click();
    await other.page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();

    // The first tab heard of it as the second left: its card is gone, and it says why.
    await hostedCheckoutOpened(first.page).waitFor();
    expect(await first.page.getByLabel('Card number').count()).toBe(0);
    expect(
      await first.page.getByRole('button', { name: 'Pay and book', exact: true }).isDisabled(),
    ).toBe(true);
    expect(await bookings()).toBe(1);
    expect(first.problems).toEqual([]);
    await context.close();
  });

  it('left by Back without paying: the checkout here asks first, and "Pay here instead" books once', async () => {
    const { context, open } = await newBrowser();
    const { page, problems } = await open();
    await leaveForHostedCheckoutOf11September(page);
    await page.goBack();
    await appShown(page);

    // Hosted checkout is still on offer, and this page's checkout says what was left for.
    await page.getByRole('button', { name: /^Secure checkout: 11 Sept/ }).waitFor();
    await page.getByRole('button', { name: 'Book Classic Ensuite here' }).click();
    const booking = page.locator('.demo-book');
    await answerClassicEnsuite(page, {
      period: /^11 September 2027/,
      instalments: false,
      within: booking,
      humanCheck: false,
    });
    await hostedCheckoutOpened(page).waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);

    await page.getByRole('button', { name: 'Pay here instead' }).click();
    await passHumanCheck(booking);
    await pay(page);
    await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    expect(await charges()).toBe(1);
    expect(await bookings()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
