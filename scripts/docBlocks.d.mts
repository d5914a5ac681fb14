/** A fenced TypeScript block of a Markdown file. */
export interface TypescriptBlock {
  /** The Markdown file, relative to the repository's root. */
  file: string;
  /** The line of its opening fence. */
  line: number;
  lang: 'ts' | 'tsx';
  code: string;
  /** Why it is not compiled, or null. */
  exempt: string | null;
}
export function documentationFiles(): string[];
export function typescriptBlocks(file: string): TypescriptBlock[];
export function everyTypescriptBlock(): TypescriptBlock[];
export function writeTypescriptBlocks(dir: string): {
  written: TypescriptBlock[];
  exempt: TypescriptBlock[];
};
export function nameBlocksIn(output: string): string;
