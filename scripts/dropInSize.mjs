/**
 * The drop-in's sizes (`@unistay/elements`), measured on its build as a page loads it: each file
 * gzipped on its own (a browser fetches them one by one) and summed over what a moment of the
 * page loads, read from the build's manifest (which chunk imports which). React and everything
 * else the elements need is in these files: a page has nothing else to load.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const ENTRY = 'src/index.ts';
const CLASSIC = 'src/loader.ts';
const VIEWS = {
  enquiryForm: 'src/views/enquiryFormElement.tsx',
  room: 'src/views/roomElement.tsx',
  checkout: 'src/views/roomCheckout.tsx',
};
const isLanguagePack = (key) => /\/locales\/[\w-]+\.ts$/.test(key);

/**
 * Budgets in KB (1024 bytes of gzip). The first load is React's (react-dom alone is about 57 KB)
 * with the client, the cache and the forms' validation: a page pays it once, whatever the number
 * of elements on it.
 */
export const DROP_IN_BUDGET_KB = {
  classic: 0.5,
  entry: 2,
  enquiryForm: 128,
  // 128 until the provider heard, from the page's start, the bookings other tabs tell of (a room
  // shown later knows of one made while the page was open): 128.01 KB measured.
  room: 128.25,
  // 27 until a payment said gone to the bank's page was read before it held the card (a tab
  // closed as its card was confirmed says the same; the tabs left read its handed-over payment
  // and book it): 27.05 KB measured. 27.25 until Hindi's card form said its language, and a
  // payment's record removed while a tab confirms it was heeded by the room's lock (27.28 KB).
  checkoutAdds: 27.5,
  whole: 165,
  languagePack: 5.5,
};

/** The rows of `pnpm size` for the drop-in, built at `dist`. */
export function measureDropIn(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const bytes = new Map();
  const fileOf = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The drop-in's build has no ${key}: run pnpm build.`);
    return chunk.file;
  };
  const sizeOf = (file) => {
    let size = bytes.get(file);
    if (!size) {
      const contents = readFileSync(join(dist, file));
      size = { min: contents.length, gzip: gzipSync(contents, { level: 9 }).length, contents };
      bytes.set(file, size);
    }
    return size;
  };
  /** The files a page loads for these keys: each, and what each imports, statically. */
  const loadedWith = (...keys) => {
    const files = new Set();
    const visit = (key) => {
      const file = fileOf(key);
      if (files.has(file)) return;
      files.add(file);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return files;
  };
  const row = (name, files, budgetKb, rules = []) => {
    const sizes = [...files].map((file) => ({ file, ...sizeOf(file) }));
    const violations = rules.flatMap(({ test, says }) =>
      sizes.some(({ file, contents }) => test(file, contents.toString('utf8'))) ? [says] : [],
    );
    return {
      name,
      minBytes: sizes.reduce((sum, size) => sum + size.min, 0),
      gzipBytes: sizes.reduce((sum, size) => sum + size.gzip, 0),
      budgetKb,
      violations,
    };
  };
  const checkoutFile = fileOf(VIEWS.checkout);
  // Before a booking starts: neither the checkout's code nor Stripe's loader.
  const beforeBooking = [
    {
      test: (file) => file === checkoutFile,
      says: "loads the checkout's code before a booking starts",
    },
    {
      test: (_, text) => text.includes('js.stripe.com'),
      says: "loads Stripe's loader before a booking starts",
    },
  ];
  const entry = loadedWith(ENTRY);
  const room = loadedWith(ENTRY, VIEWS.room);
  const withCheckout = loadedWith(ENTRY, VIEWS.room, VIEWS.checkout);
  const checkoutAdds = new Set([...withCheckout].filter((file) => !room.has(file)));
  const everything = new Set(
    Object.entries(manifest)
      .filter(([key, chunk]) => chunk.file.endsWith('.js') && !isLanguagePack(key))
      .map(([, chunk]) => chunk.file),
  );
  const packs = Object.keys(manifest)
    .filter(isLanguagePack)
    .map((key) => row(`pack ${key}`, new Set([fileOf(key)])));
  const largestPack = packs.reduce((largest, pack) =>
    pack.gzipBytes > largest.gzipBytes ? pack : largest,
  );
  return [
    row(
      'drop-in: the classic script tag (loads the module)',
      loadedWith(CLASSIC),
      DROP_IN_BUDGET_KB.classic,
    ),
    row(
      'drop-in: the module (defines the elements)',
      entry,
      DROP_IN_BUDGET_KB.entry,
      beforeBooking,
    ),
    row(
      'drop-in first load: <unistay-enquiry-form>, React included',
      loadedWith(ENTRY, VIEWS.enquiryForm),
      DROP_IN_BUDGET_KB.enquiryForm,
      beforeBooking,
    ),
    row(
      'drop-in first load: <unistay-room>, React included',
      room,
      DROP_IN_BUDGET_KB.room,
      beforeBooking,
    ),
    row(
      "drop-in: a booking's start adds (the checkout, the card providers)",
      checkoutAdds,
      DROP_IN_BUDGET_KB.checkoutAdds,
    ),
    row(
      'drop-in: everything but the languages, React included',
      everything,
      DROP_IN_BUDGET_KB.whole,
    ),
    {
      ...largestPack,
      name: `drop-in: a language, at most (${largestPack.name.match(/locales\/([\w-]+)/)?.[1]})`,
      budgetKb: DROP_IN_BUDGET_KB.languagePack,
    },
  ];
}
