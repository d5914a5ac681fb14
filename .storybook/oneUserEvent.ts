import { uninstrumentedUserEvent } from 'storybook/test';

/**
 * The screen reader's simulation sets up user-event on the story's document. Storybook carries its
 * own copy of user-event, and two copies each wrap every input's value in their own tracking, so a
 * play function's typing would be lost after the first reading. Both use this one. (An import and
 * a constant, not a re-export: a built Storybook reads `storybook/test` from a global object.)
 */
export const userEvent = uninstrumentedUserEvent;
