#!/usr/bin/env node
/**
 * Size budgets and tree-shaking, measured on the built packages (`dist/`, what a partner installs),
 * bundled by esbuild the way a partner's bundler would: minified, then gzipped.
 *
 *   node scripts/size.mjs [--json <file>] [--write-docs]
 *
 * Prints a table of figures; exits 1 when an entry is over its budget or a tree-shaking rule
 * breaks. Run `pnpm build` first. `pnpm size` adds --write-docs, which writes the tables into
 * docs/performance.md's "size" section; the test command does not.
 */
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { writeCheckReport } from './checkSupport.mjs';
import { measureDropIn } from './dropInSize.mjs';
import { generatedLine, hasFlag, markdownTable, writeDocSection } from './performanceSupport.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Peers and dependencies a partner already has or shares with other code: not ours to count. */
const PEERS = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  'react-hook-form',
  '@hookform/resolvers',
  'zod',
  '@stripe/react-stripe-js',
  '@stripe/stripe-js',
];
const REACT_ONLY = ['react', 'react-dom'];

const HOOKS =
  'UnistayProvider, useEnquiries, useEnquiry, useCreateGeneralEnquiry, useCreateSpecificEnquiry, useStartCheckout, useCompleteCheckout';

/** The locale packs, `@unistay/ui/locales/<tag>`. */
const LOCALES = [
  'en-GB',
  'en-US',
  'zh-CN',
  'hi',
  'ar',
  'es',
  'fr',
  'de',
  'it',
  'pt-BR',
  'tr',
  'ko',
  'ja',
  'vi',
  'pseudo',
];

/**
 * Each family's words, at most 3 KB a language; the checkout's carry every payment state a student
 * can meet (a refusal after paying, a payment read again, a hosted checkout left for), the years of
 * study and the check that the student is a person, and Devanagari takes three bytes a character:
 * Hindi's are 3.51 KB, Arabic's 3.34, Japanese's 3.32. 3.5 until the hosted checkout's hold said
 * why the card waits, and "Pay here instead". 3.75 until the partner's server kept the checkout
 * and a page said what it answered (a booking made on this device a short time ago, "Book again
 * for someone else", a payment started and not finished): Hindi's 3.80.
 */
const FAMILY_BUDGET_KB = { checkout: 4 };
/**
 * Any other family's words, and every word of a language (its pack's default export). Every word
 * 4.5 until one payment per room whatever the browser does said three things more (a renewed
 * session, a payment in another tab, a payment under way before hosted checkout): Hindi's 4.54.
 * 4.75 until the session's renewal was warned of, with "Get more time": Hindi's 4.77.
 */
const WORDS_BUDGET_KB = { family: 3, every: 5 };

/** KB here is 1024 bytes of gzip output. */
const ENTRIES = [
  {
    name: 'api-client (createPartnerClient)',
    code: "export { createPartnerClient } from '@unistay/api-client';",
    external: PEERS,
    // 5 until a start could ask the partner's proxy for a new session (`startAnew`, its header), a
    // failure carried its body's `data` (what the proxy says a page needs to go on) and a session
    // its age (+0.1 KB).
    budgetKb: 5.25,
  },
  {
    name: 'api-client catalogue (createCatalogueClient)',
    code: "export { createCatalogueClient } from '@unistay/api-client';",
    external: PEERS,
    budgetKb: 3,
  },
  {
    name: 'react hooks',
    code: `export { ${HOOKS} } from '@unistay/react';`,
    external: PEERS,
    // 3 until the provider heard, from the page's start, the bookings other tabs tell of, so a room
    // shown later knows of one made while the page was open (+0.07 KB, 3.07 KB measured).
    budgetKb: 3.25,
  },
  {
    name: 'useRooms (catalogue hooks, with the catalogue client)',
    code: "export { useRooms } from '@unistay/react';",
    external: PEERS,
    budgetKb: 5,
  },
  {
    name: 'analytics (createAnalytics, gtag and dataLayer destinations)',
    code: "export { createAnalytics, consentOfBanner, dataLayerDestination, gtagDestination } from '@unistay/react/analytics';",
    external: PEERS,
    // What a page that reports to GA4 or GTM adds: at most 1.5 KB.
    budgetKb: 1.5,
  },
  {
    name: 'RoomSummary',
    code: "export { RoomSummary } from '@unistay/ui';",
    external: PEERS,
    budgetKb: 4,
  },
  {
    name: 'BookingPeriodPicker',
    code: "export { BookingPeriodPicker } from '@unistay/ui';",
    external: PEERS,
    budgetKb: 4,
  },
  {
    name: 'GeneralEnquiryForm',
    code: "export { GeneralEnquiryForm } from '@unistay/ui';",
    external: PEERS,
    // 8 until the forms took a human check (its field before the button, its token's header, its
    // reset after each answer, its words: +0.6 KB); 8.5 until their creations came without the
    // lists' paged queries (-0.4 KB). 8.25 until a line under the button said "Sending your
    // enquiry…" while the button kept its name (+0.02 KB; the specific form had no margin left).
    // 8.5 until its error summary found the fields in a custom element's shadow root (+0.03 KB).
    // 8.75 until the server's field messages were joined as their languages join sentences, each
    // given its own script's stop (+0.21 KB, 8.88 KB measured).
    budgetKb: 9,
    mustNotBundle: [/@stripe\//, /packages\/ui\/dist\/stripe/],
  },
  {
    name: 'SpecificEnquiryForm',
    code: "export { SpecificEnquiryForm } from '@unistay/ui';",
    external: PEERS,
    // As GeneralEnquiryForm's; 8.5 until the forms reported their start, send and failure to the
    // provider's analytics (+0.15 KB: the first keystroke heard, the room the specific form names).
    // 8.75 until sentences were joined as their languages join them (+0.2 KB, 8.95 KB measured).
    budgetKb: 9,
    mustNotBundle: [/@stripe\//, /packages\/ui\/dist\/stripe/],
  },
  {
    name: 'EnquiryTable',
    code: "export { EnquiryTable } from '@unistay/ui';",
    external: PEERS,
    // 8 until its hooks read the lists without the creations (-0.3 KB); 7.5 until it read the
    // statuses, the page bounds and the phone numbers from modules with no schema in them, and
    // its retries knew the API's errors by their brand rather than by the class (-0.83 KB).
    budgetKb: 6.75,
    mustNotBundle: [
      /react-hook-form/,
      /@hookform/,
      /@stripe\//,
      /packages\/ui\/dist\/stripe/,
      // It shows what the client already read: no schema, no error class.
      /api-client\/dist\/(enquiry|page|fields|PartnerApiError)\.js$/,
    ],
  },
  {
    name: 'CustomCheckoutWizard',
    code: "export { CustomCheckoutWizard } from '@unistay/ui';",
    external: PEERS,
    // 18 until the checkout became one machine with its draft checks and its refusal and
    // re-check states (+1.76 KB), and its words came from the packs (years of study, names and
    // lists in each language's order, +0.5 KB); lowered again as the entries are slimmed. 19.5
    // until a server-rendered page hydrated the first step as the server sent it, then took up
    // the browser's draft, writing nothing over it before (+0.16 KB). 19.75 until the review took
    // a human check before the payment's session starts (+0.68 KB: the machine's phase for it,
    // the start with its token, the proxy's trust, the check's fieldset, where focus goes, and
    // its three sentences). 20.5 until the country codes shipped as bits (-0.35 KB); 20.4 until
    // its retries knew the API's errors by their brand and it showed phone numbers from a module
    // with no schema (-0.15 KB); 20.25 until it read its room and periods without the rest of the
    // catalogue: no room list, property or paging schema (-0.89 KB). 19.5 until one payment per
    // room held whatever the browser does (+2.05 KB): the session read before it is replaced, the
    // checkout kept in the provider so an unmount never loses a payment in flight, the record and
    // lock the browser's tabs share (localStorage, the storage event, Web Locks) and what a tab
    // does with another's payment, and two sentences (a renewed session, a payment in another tab).
    // 21.25 until the bank's return was found wherever it lands (+0.33 KB): the checkout handed over
    // to the page the bank sends the student back to, a payment gone to the bank holding the room
    // until then, and the provider telling a page of a checkout begun rather than being asked.
    // 21.75 until a payment held by a tab that is then closed was booked by the tabs left open
    // (+0.64 KB): the checkout kept in localStorage while a payment is held, each tab's Web Lock
    // marking it open, the wait for the holder's lock, the take-over under the room's lock, and
    // the bank's return page claiming the payment's record. 22.5 until the tabs' two races were
    // closed (+0.06 KB): the tab that knows the booking's id says it again when a write that
    // knows less won, and "paying" is said only by the tab the lock lets pay. 22.75 until a date
    // of birth became three boxes typed in every engine, in each language's order (+0.72 KB), and
    // the outcome of a send was said once, with its heading (+0.11 KB). 23.75 until the session's
    // renewal was warned of, with "Get more time" (WCAG 2.2.1, +0.36 KB: the warning's timeline
    // and check, its sentence and the time of day). 24.25 until it reported the student's
    // journey to the provider's analytics (+0.65 KB: its room named as the catalogue names it and
    // bounded, each report of the checkout in the stream's words, the purchase's value, a
    // checkout opened afresh told from one restored). 25 until the partner's server kept the
    // checkout (+1 KB): its answers to a start read (`checkoutConflict`, checked against the
    // session's schema), a payment under way resumed for its own dates, a booking made a short
    // time ago said with "Book again for someone else", a renewal that asks anew, a session's age,
    // a booking the other tabs told of before the page opened left to that visit, a reload during
    // the bank's question told from a return, and three sentences. The browser's record of the
    // room's payment stays as the hint that makes other tabs say "under way" at once; the drop-in's
    // lazy loading of what most students never meet (other tabs, the bank's return) is where it
    // shrinks. 26 until that record became a hint the server overrules (+0.28 KB): a booking
    // another tab tells of asked of the server rather than shown, a record with no tab behind it
    // dropped once the server answered, a renewal naming the session it renews. 26.5 until the
    // controller became three parts over one run (+0.25 KB: the run each part is handed, what
    // the payment and the tabs ask of each other, and each part's surface; the logic unchanged).
    // 26.75 until a booking was announced only by whoever made it (a completion sent again told
    // from a first one, the mutation's retries counted as `resent`) and the hosted checkout's hold
    // written over a booking's record: 26.79 KB measured. 27 until a paid session's completion
    // could ask for the human check (the proxy completes only its visitor's sessions), a
    // completion refused for a field no step shows said as a failure, and the room page held by
    // the wizard's own hold: 27.02 KB measured.
    // 27.25 until the card provider's sentence and ours were joined as their languages join
    // sentences (each script's own stop and space, in place of a separator chosen by the page's
    // language: +0.24 KB, 27.26 KB measured). 27.5 until a payment said gone to the bank's page was
    // read before it held the card, and a payment's record removed while a tab confirms it was
    // heeded while the room's lock says it is confirmed (+0.3 KB, 27.59 KB measured).
    budgetKb: 27.75,
    mustNotBundle: [/api-client\/dist\/(catalogue|createCatalogueClient|page)\.js$/],
  },
  {
    name: 'everything (forms, table, wizard, hooks, client)',
    code: [
      "export * from '@unistay/ui';",
      "export * from '@unistay/react';",
      "export * from '@unistay/react/checkout';",
      "export { createPartnerClient } from '@unistay/api-client';",
    ].join('\n'),
    external: PEERS,
    // 30 before the checkout machine and the words from the packs (the wizard's +2.3 KB); see
    // the wizard's entry.
    // 32.5 until the forms took a human check (+0.2 KB beyond what they share); 33 until the
    // custom and hosted checkouts did (+0.8 KB). 33.75 until the country codes shipped as bits and
    // the forms and the table each took only their own queries (-0.35 KB). 33.5 until a room and its
    // periods could be read apart from the catalogue's lists (the wizard's -0.89 KB): both ways
    // are here, +0.17 KB. 33.75 until one payment per room held across tabs and unmounts (the
    // wizard's +2.05 KB, and what a page reads to resume a checkout and hosted checkout to refuse
    // a second payment, +0.5 KB). 36.25 until the bank's return was found wherever it lands (the
    // wizard's +0.33 KB). 36.75 until a hosted checkout the student left for held the custom
    // checkout's card (+0.11 KB here; the wizard's +0.2 KB: the hold, its sentence and "Pay here
    // instead"). 37 until a closed tab's payment was taken over by the tabs left open (the
    // wizard's +0.6 KB). 37.75 until Latin digits in every engine and language (formattingLocale,
    // +0.08 KB) and an address's lines isolated in a right-to-left sentence (+0.11 KB). 38.25
    // until a date of birth became three boxes (the wizard's +0.72 KB) and the outcome of a send
    // was said once, with its heading (+0.11 KB). 39 until the session's renewal was warned of
    // (the wizard's +0.36 KB). 39.5 until the components and hooks reported the student's
    // journey to the provider's analytics (the wizard's +0.65 KB; the forms', the summary's, the
    // room list's and hosted checkout's +0.5 KB). 40.75 until Turnstile's widget was one of the
    // components (`turnstileHumanCheck`, +0.5 KB here; nothing in a page that does not import it)
    // and the parts found their fields inside a shadow root too (+0.1 KB). 41.5 until the partner's
    // server kept the checkout (the wizard's +1 KB, the client's +0.1 KB, what a page reads to
    // resume a checkout told a later visit from this one). 42.5 until the browser's record became
    // a hint the server overrules (the wizard's +0.28 KB). 43 until the controller became three
    // parts over one run (the wizard's +0.25 KB). 43.25 until a booking was announced only by
    // whoever made it (the wizard's, 43.29 KB measured). 43.5 until a paid session's completion
    // could ask for the human check (the wizard's +0.23 KB, 43.54 KB measured). 43.75 until
    // sentences were joined as their languages join them and a room's count of rooms left was read
    // as a whole number from 1 (+0.26 KB, 43.80 KB measured). 44 until the provider heard the
    // bookings other tabs tell of from the page's start (44.08 KB measured). 44.25 until Turnstile
    // was given the language as it names it (its list of languages) and the packs' English said
    // which language the card form is in where Stripe has not the student's (+0.16 KB, 44.37 KB
    // measured). 44.5 until the wizard's +0.3 KB above (44.51 KB measured).
    budgetKb: 44.75,
    // The components report to the provider's analytics; the stream itself (consent, holding,
    // destinations) is in a page only when the page makes one.
    mustNotBundle: [/react\/dist\/analytics\/(createAnalytics|consent|destinations)\.js$/],
  },
  {
    name: 'GeneralEnquiryForm, all but react bundled',
    code: "export { GeneralEnquiryForm } from '@unistay/ui';",
    external: REACT_ONLY,
    budgetKb: 40,
    mustNotBundle: [/@stripe\//],
  },
  {
    name: 'EnquiryTable, all but react bundled',
    code: "export { EnquiryTable } from '@unistay/ui';",
    external: REACT_ONLY,
    mustNotBundle: [/react-hook-form/, /@hookform/, /@stripe\//],
  },
  {
    name: 'CustomCheckoutWizard + Stripe provider, all but react bundled',
    code: [
      "export { CustomCheckoutWizard } from '@unistay/ui';",
      "export { stripeCardProvider } from '@unistay/ui/stripe';",
    ].join('\n'),
    external: REACT_ONLY,
  },
  // Anchors, for comparison: what a partner would ship building the form by hand.
  {
    name: 'anchor: react-hook-form',
    code: "export { useForm } from 'react-hook-form';",
    external: REACT_ONLY,
    resolveDir: 'packages/ui',
    anchor: true,
  },
  {
    name: 'anchor: react-hook-form + zodResolver + a zod schema',
    code: [
      "export { useForm } from 'react-hook-form';",
      "export { zodResolver } from '@hookform/resolvers/zod';",
      "import * as z from 'zod';",
      'export const schema = z.object({ name: z.string().min(1), email: z.email() });',
    ].join('\n'),
    external: REACT_ONLY,
    resolveDir: 'packages/ui',
    anchor: true,
  },
];

/**
 * Rules for every entry: zod's translations and its classic build (every method of every schema,
 * and the JSON Schema converter) are never shipped, nor is the sandbox or MSW.
 */
const NEVER_BUNDLED = [
  /zod\/v4\/locales\//,
  /zod\/v4\/classic\//,
  // Where zod stays external only its import shows, and the classic build is `zod` itself.
  /^zod$/,
  /^zod\/(v4\/)?locales/,
  /packages\/sandbox\//,
  /\/msw\//,
];

async function measure(entry) {
  const result = await build({
    stdin: {
      contents: entry.code,
      resolveDir: join(root, entry.resolveDir ?? '.'),
      loader: 'js',
      sourcefile: 'entry.js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    ...(entry.charset ? { charset: entry.charset } : {}),
    // Subpaths of an external (react/jsx-runtime, zod/mini, @hookform/resolvers/zod) are external too.
    external: entry.external.flatMap((name) => [name, `${name}/*`]),
  });
  const [output] = result.outputFiles;
  // What ends up in the bundle, and what it still imports from outside (a peer left external).
  const bundled = Object.values(result.metafile.outputs).flatMap((out) => [
    ...Object.keys(out.inputs),
    ...out.imports.map((imported) => imported.path),
  ]);
  const rules = entry.anchor ? [] : [...(entry.mustNotBundle ?? []), ...NEVER_BUNDLED];
  const violations = bundled.filter((input) => rules.some((rule) => rule.test(input)));
  return {
    name: entry.name,
    minBytes: output.contents.length,
    gzipBytes: gzipSync(output.contents, { level: 9 }).length,
    budgetKb: entry.budgetKb,
    violations: violations.map((input) => `brings in ${relative(root, input)}`),
    text: entry.wordsOf ? new TextDecoder().decode(output.contents) : '',
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(2);

const results = [];
for (const entry of ENTRIES) results.push(await measure(entry));
// The drop-in is measured as its own build ships it, React included (scripts/dropInSize.mjs).
results.push(...measureDropIn(join(root, 'packages', 'elements', 'dist')));

/**
 * The words of each family of components, by a key only its group has: a family's pack must hold
 * its own groups' words and no other's (`import { enquiryForm } from '@unistay/ui/locales/ar'`
 * ships no word of the checkout).
 */
const GROUP_SENTINELS = {
  form: 'enterFirstName',
  human: 'humanCheckLabel',
  enquiry: 'enquiringAbout',
  table: 'columnReference',
  rooms: 'roomLoading',
  checkout: 'stepAbout',
  hosted: 'continueToCheckout',
};
const FAMILIES = {
  enquiryForm: ['form', 'human', 'enquiry'],
  enquiryTable: ['table'],
  catalogue: ['rooms'],
  checkout: ['form', 'human', 'rooms', 'checkout'],
  hostedCheckout: ['human', 'hosted'],
};
// A language's pack is its own entry, so a page ships the languages it imports and no others;
// each family of components has its words as a named export of it, so a page ships the families
// it imports. Words are measured in UTF-8, as partners' bundlers write them (esbuild's default
// escapes every non-ASCII letter, tripling an Arabic or Hindi pack).
const localeRows = [];
for (const tag of LOCALES) {
  const measureWords = async (name, exported, budgetKb) => {
    const result = await measure({
      name: `locale ${tag}: ${name}`,
      code: `export { ${exported} } from '@unistay/ui/locales/${tag}';`,
      external: PEERS,
      charset: 'utf8',
      wordsOf: true,
      budgetKb: tag === 'pseudo' ? undefined : budgetKb,
      // Words only: no component, hook or client comes with them. The English ones are built on
      // the catalogues' own English, whose validation words are the api-client's.
      mustNotBundle:
        tag.startsWith('en-') || tag === 'pseudo'
          ? [
              /packages\/react\//,
              /packages\/api-client\/dist\/(?!validationMessages|index|schemas)/,
            ]
          : [
              /packages\/(react|api-client)\//,
              /packages\/ui\/dist\/(?!locales\/|i18n\/localePack)/,
            ],
    });
    const groups = FAMILIES[name] ?? Object.keys(GROUP_SENTINELS);
    for (const [group, key] of Object.entries(GROUP_SENTINELS)) {
      const holds = new RegExp(`\\b${key}:`).test(result.text);
      if (holds !== groups.includes(group)) {
        result.violations.push(`${holds ? 'holds' : 'lacks'} the ${group} words (${key})`);
      }
    }
    return result;
  };
  // Every word of a language, for a page that shows every family: 3.2 to 4 KB, its 200 keys a
  // third of that. A page that shows one family pays for that family's words alone, at most 3 KB.
  const every = await measureWords('every word', 'default', WORDS_BUDGET_KB.every);
  const families = [];
  for (const family of Object.keys(FAMILIES)) {
    families.push(
      await measureWords(family, family, FAMILY_BUDGET_KB[family] ?? WORDS_BUDGET_KB.family),
    );
  }
  localeRows.push({ tag, every, families });
  results.push(every, ...families);
}

const rows = results.map((r) => {
  const over = r.budgetKb !== undefined && r.gzipBytes > r.budgetKb * 1024;
  const verdict = r.violations.length ? 'BUNDLES WHAT IT MUST NOT' : over ? 'OVER BUDGET' : 'ok';
  return { ...r, failed: over || r.violations.length > 0, verdict };
});

const width = Math.max(...rows.map((r) => r.name.length));
console.log(`${'entry'.padEnd(width)}  min KB  gzip KB  budget  result  (KB = 1024 bytes)`);
// The locale packs have a table of their own, below; a failing one is listed here too.
for (const r of rows.filter((row) => !row.name.startsWith('locale ') || row.failed)) {
  const budget = r.budgetKb === undefined ? '-' : `<= ${r.budgetKb}`;
  console.log(
    `${r.name.padEnd(width)}  ${kb(r.minBytes).padStart(6)}  ${kb(r.gzipBytes).padStart(7)}  ${budget.padStart(6)}  ${r.verdict}`,
  );
  for (const problem of r.violations) console.log(`${' '.repeat(width)}  ${problem}`);
}

console.log(
  `\nLocale packs, gzip KB: every word (default export, <= ${WORDS_BUDGET_KB.every}), and each family's own (named export, <= ${WORDS_BUDGET_KB.family})`,
);
const columns = ['every word', ...Object.keys(FAMILIES)];
console.log(['language', ...columns].map((title) => title.padStart(16)).join(''));
for (const { tag, every, families } of localeRows) {
  const cells = [every, ...families].map((r) => {
    const row = rows.find((each) => each.name === r.name);
    return `${kb(r.gzipBytes)}${row?.failed ? ' !' : ''}`;
  });
  console.log([tag, ...cells].map((cell) => cell.padStart(16)).join(''));
}

const failed = rows.filter((r) => r.failed).length;

if (hasFlag('--write-docs')) {
  const localeColumns = columns.map((column) =>
    column === 'every word' ? column : `\`${column}\``,
  );
  writeDocSection(
    'size',
    [
      generatedLine('pnpm size'),
      '',
      "Each entry bundled from the built packages (`dist/`) by esbuild as a partner's bundler would: minified, then gzipped at level 9; peers stay external unless the entry says otherwise. KB is 1024 bytes.",
      '',
      markdownTable(
        ['entry', 'min KB', 'gzip KB', 'budget KB', 'result'],
        rows
          .filter((row) => !row.name.startsWith('locale ') || row.failed)
          .map((row) => [
            row.name,
            kb(row.minBytes),
            kb(row.gzipBytes),
            row.budgetKb === undefined ? '-' : `<= ${row.budgetKb}`,
            [row.verdict, ...row.violations].join('; '),
          ]),
      ),
      '',
      `Locale packs (\`@unistay/ui/locales/<tag>\`), gzip KB, UTF-8: every word (the default export, budget ${WORDS_BUDGET_KB.every}) and each family's own words (named exports, budget ${WORDS_BUDGET_KB.family}; \`checkout\` ${FAMILY_BUDGET_KB.checkout}). \`!\` marks one over its budget or holding another family's words.`,
      '',
      markdownTable(
        ['language', ...localeColumns],
        localeRows.map(({ tag, every, families }) => [
          tag,
          ...[every, ...families].map((r) => {
            const row = rows.find((each) => each.name === r.name);
            return `${kb(r.gzipBytes)}${row?.failed ? ' !' : ''}`;
          }),
        ]),
      ),
    ].join('\n'),
  );
}
writeCheckReport(rows.length - failed, failed, { entries: rows });
process.exit(failed ? 1 : 0);
