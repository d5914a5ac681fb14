/** The repository's root directory. */
export const root: string;
/** The packages, by directory under `packages/`. */
export const PACKAGE_DIRS: string[];

/** A public entry: its specifier, its package's directory and its source file. */
export interface PublicEntry {
  specifier: string;
  dir: string;
  file: string;
}
export function publicEntries(): PublicEntry[];

/** The names a module exports, and whether each is a type. */
export function exportNames(file: string): { name: string; type: boolean }[];

/** Where a name an entry exports is declared, and whether a TSDoc comment is just above it. */
export function declarationOf(
  file: string,
  name: string,
): { file: string; line: number; documented: boolean } | null;

/** Every file a guide, a story or an example is in. */
export function showcaseFiles(): string[];
