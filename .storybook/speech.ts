import { Virtual } from '@guidepup/virtual-screen-reader';

/**
 * What a screen reader says of a state story, by a simulated one
 * (`@guidepup/virtual-screen-reader`, which speaks the accessibility tree as NVDA and VoiceOver
 * users hear it): what it said while the play brought the story there (focus moving, live regions
 * changing), and the state read from start to end, in English and in Arabic. The storybook project
 * keeps each beside its story (`.storybook/speech.setup.ts`), so a change is seen and accepted.
 */
export interface StorySpeech {
  said: string[];
  english: string[];
  arabic: string[];
}

/** Where the preview leaves a story's speech for the test around it to keep. */
const SPOKEN = '__unistayStorySpeech';
type WithSpeech = typeof globalThis & { [SPOKEN]?: StorySpeech };

interface Listening {
  reader: Virtual;
  /** How much of the reader's log was said before the story: where the reader began. */
  ready: Promise<number>;
  observers: MutationObserver[];
}

let listening: Listening | null = null;

/**
 * Starts a screen reader on the story as it renders: what it says while the play brings the story
 * to its state, as a student using one would hear it. Focus moving ("heading, About you, level 2")
 * and live regions changing ("polite: Paying…"), in order. (The simulation follows focus only in
 * a container with something in it, so it starts at the story's first render.)
 */
export function listen(canvas: HTMLElement) {
  void silence(listening);
  const reader = new Virtual();
  let rendered: () => void = () => {};
  const firstRender = new Promise<void>((resolve) => {
    rendered = resolve;
  });
  const renders = new MutationObserver(() => {
    if (!canvas.hasChildNodes()) return;
    renders.disconnect();
    rendered();
  });
  renders.observe(canvas, { childList: true });
  const alerts = new MutationObserver((mutations) => sayAlerts(spoken, mutations));
  // The reader's log is its own list, added to as it speaks: alerts are added to it in order.
  let spoken: string[] = [];
  const ready = firstRender.then(async () => {
    await reader.start({ container: canvas });
    spoken = await reader.spokenPhraseLog();
    alerts.observe(canvas, { childList: true, subtree: true });
    // What `start` says of the first item is no more than where the reader begins: left out.
    return spoken.length;
  });
  listening = { reader, ready, observers: [renders, alerts] };
}

/** Stops a reader and what listens beside it; one never started has nothing to stop. */
async function silence(current: Listening | null) {
  if (!current) return;
  for (const observer of current.observers) observer.disconnect();
  await current.ready;
  await current.reader.stop();
}

/**
 * An alert put on the page with its words already in it is said at once: browsers raise an alert
 * event for it, which every screen reader speaks. The simulation speaks changes inside live
 * regions only, so these are added to what it said, in order.
 */
function sayAlerts(spoken: string[], mutations: MutationRecord[]) {
  // One batch of changes can add a form and then, inside it, the summary holding an alert: by the
  // time they are read, each holds the alert, which is one alert, said once.
  const said = new Set<HTMLElement>();
  for (const mutation of mutations) {
    for (const added of mutation.addedNodes) {
      if (!(added instanceof HTMLElement)) continue;
      const inserted = added.matches('[role="alert"]')
        ? [added]
        : [...added.querySelectorAll<HTMLElement>('[role="alert"]')];
      for (const alert of inserted) {
        if (said.has(alert)) continue;
        said.add(alert);
        // biome-ignore lint/performance/useDomNodeTextContent: innerText keeps the breaks between an alert's blocks, which a screen reader says as pauses.
        const words = alert.innerText.replace(/\s+/g, ' ').trim();
        if (words && alert.checkVisibility()) spoken.push(`assertive: ${words}`);
      }
    }
  }
}

/** What the screen reader said since `listen`, with the reader stopped. */
export async function heard(): Promise<string[]> {
  const current = listening;
  listening = null;
  if (!current) return [];
  // A live region's change is spoken a task after it.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const from = await current.ready;
  // A live region emptied says nothing.
  const said = (await current.reader.spokenPhraseLog())
    .slice(from)
    .filter((phrase) => !/^(polite|assertive): $/.test(phrase));
  await silence(current);
  return said;
}

/**
 * `canvas` read from its first item to its last, as a screen reader user moving down a page does.
 * A story's canvas has no end to announce, so the reading stops where it would start again.
 */
export async function readAll(canvas: HTMLElement, most = 3_000): Promise<string[]> {
  const reader = new Virtual();
  await reader.start({ container: canvas });
  try {
    const seen = new Map<Node | null, Set<string>>();
    const again = async () => {
      const phrases = seen.get(reader.activeNode) ?? new Set<string>();
      const phrase = await reader.lastSpokenPhrase();
      const repeated = phrases.has(phrase);
      phrases.add(phrase);
      seen.set(reader.activeNode, phrases);
      return repeated;
    };
    await again();
    for (let step = 0; step < most; step++) {
      const before = (await reader.spokenPhraseLog()).length;
      await reader.next();
      if (await again()) return (await reader.spokenPhraseLog()).slice(0, before);
    }
    throw new Error(`The reading did not come back to its start in ${most} steps.`);
  } finally {
    await reader.stop();
  }
}

// The sandbox's references are unguessable (ENQ-FJVDRX, BK-QQHQ963M, a payment's
// pi_sandbox_gc48jampk8pu9g), and a time of day is the run's (a session's renewal at 17:23, or
// 5:23 PM): each is kept as its shape, so a reading is the same from run to run.
const REFERENCE = /\b(ENQ-|BK-|pi_sandbox_)([A-Za-z0-9]+)/g;
const TIME_OF_DAY = /\b\d{1,2}:\d{2}\b/g;

/** `phrases` with each sandbox reference and time of day written as its shape: ENQ-######, hh:mm. */
export const withRunsAlike = (phrases: readonly string[]) =>
  phrases.map((phrase) =>
    phrase
      .replace(REFERENCE, (_, kind: string, code: string) => `${kind}${'#'.repeat(code.length)}`)
      .replace(TIME_OF_DAY, 'hh:mm'),
  );

/**
 * Each of `wanted` said exactly once in `said` (a status message, WCAG 4.1.3): a student told
 * twice, by a live region and by the focus arriving on the same words, hears it twice.
 */
export function notSaidOnce(said: readonly string[], wanted: readonly string[]): string[] {
  return wanted.flatMap((words) => {
    const times = said.filter((phrase) => phrase.includes(words)).length;
    return times === 1 ? [] : [`"${words}" said ${times} times while the play ran, not once`];
  });
}

// A control read as its role alone: it has no name a person could go by.
const UNNAMED_CONTROL =
  /^(button|link|textbox|checkbox|radio|combobox|listbox|option|switch|tab|menuitem|spinbutton|searchbox|slider)(, (not )?(checked|selected|expanded|pressed|required|invalid|disabled))*$/;

/** What a screen reader user would stumble on: a control with no name, anything "clickable". */
export function unspeakable(phrases: readonly string[]): string[] {
  return phrases.flatMap((phrase) =>
    UNNAMED_CONTROL.test(phrase)
      ? [`read without a name: "${phrase}"`]
      : /clickable/i.test(phrase)
        ? [`read as clickable: "${phrase}"`]
        : [],
  );
}

/** Leaves the story's speech for the test that runs it (nothing reads it outside a test run). */
export function keep(speech: StorySpeech) {
  (globalThis as WithSpeech)[SPOKEN] = speech;
}

/** The speech the last story left, taken once. */
export function takeKept(): StorySpeech | undefined {
  const speech = (globalThis as WithSpeech)[SPOKEN];
  (globalThis as WithSpeech)[SPOKEN] = undefined;
  return speech;
}
