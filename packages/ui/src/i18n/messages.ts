import { useUnistay } from '@unistay/react';
import { useMemo } from 'react';

/** Words more than one component family shows. */
export const commonMessages = {
  tryAgain: 'Try again',
};

/** A family's words to replace, by their keys: any, none, or all of them. */
export type Messages<Catalogue> = Partial<Record<keyof Catalogue, string>>;

export type Translate = (key: string, values?: Record<string, string>) => string;

/** `template` with its `{placeholders}` filled; one without a value stays as it is. */
export function fill(template: string, values: Record<string, string> = {}) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * Our English, then the provider's messages, then the component's own, in that order of weight. A
 * key the catalogue does not have (a server's message, already in the student's language) is shown
 * as it is. Keep `overrides` stable (a constant or memoised): a new object each render makes a new
 * function.
 */
export function useTranslate<Catalogue extends Record<string, string>>(
  overrides: Messages<Catalogue> | undefined,
  defaults: Catalogue,
): Translate {
  const fromProvider = useUnistay().messages;
  return useMemo(() => {
    const merged: Record<string, string> = { ...defaults, ...fromProvider, ...overrides };
    return (key, values) => fill(merged[key] ?? key, values);
  }, [defaults, fromProvider, overrides]);
}
