import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No import cycles among the packages' source files: a cycle means two modules each need the
 * other, so the shared piece belongs in a module of its own. Type-only imports count too.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const isSource = (file: string) =>
  /\.tsx?$/.test(file) && !/\.(test|test-d|stories)\.tsx?$/.test(file);

function sourceFiles(): string[] {
  return readdirSync(join(root, 'packages')).flatMap((pkg) =>
    readdirSync(join(root, 'packages', pkg, 'src'), { recursive: true, encoding: 'utf8' })
      .filter(isSource)
      .map((file) => join('packages', pkg, 'src', file).split('\\').join('/')),
  );
}

/** The source files each file imports or re-exports from, by relative `from './x.js'`. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const statement = /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/gm;
  return new Map(
    files.map((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      const targets = [...text.matchAll(statement)].flatMap(([, specifier = '']) => {
        const base = join(dirname(file), specifier).split('\\').join('/');
        const stem = base.replace(/\.(js|ts|tsx)$/, '');
        return [`${stem}.ts`, `${stem}.tsx`, `${base}/index.ts`].filter((f) => known.has(f));
      });
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Every cycle, as the sorted files of a strongly connected component (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) visit(next);
      if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found.sort((a, b) => String(a).localeCompare(String(b)));
}

describe('import cycles in packages/*/src', () => {
  const graph = importGraph(sourceFiles());
  const found = cycles(graph);

  it('reads the imports it checks', () => {
    expect(graph.size).toBeGreaterThan(50);
    expect([...graph.values()].flat().length).toBeGreaterThan(100);
  });

  it('has no cycle', () => {
    expect(found).toEqual([]);
  });
});
