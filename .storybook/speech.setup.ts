import { afterEach, expect } from 'vitest';
import { takeKept } from './speech.js';

/**
 * Keeps what a screen reader says of each state story beside the story, in `speech/`: one phrase
 * a line, read once by a person for sense. A change to it fails the story until it is read and
 * accepted (`pnpm exec vitest run --project storybook -u`).
 */
afterEach(async ({ task }) => {
  const speech = takeKept();
  if (!speech) return;
  const stories = (task.file.name.split('/').at(-1) ?? '').replace(/\.stories\.tsx$/, '');
  const story = task.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const text = [
    '# Said while the story was brought to this state',
    ...speech.said,
    '',
    '# Read from start to end, in English',
    ...speech.english,
    '',
    '# Read from start to end, in Arabic',
    ...speech.arabic,
    '',
  ].join('\n');
  await expect(text).toMatchFileSnapshot(`./speech/${stories}.${story}.txt`);
});
