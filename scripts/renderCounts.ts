/**
 * Counts how often each component renders, from React's own commits (the hook React DevTools
 * uses, through bippy), so a test or benchmark can say "the form rendered 0 times and the Message
 * field 3 times" without touching the components. Works with development and production React.
 *
 * A hook must exist before react-dom loads: import `./reactDevtoolsHook.ts` first (the jsdom test
 * setup and the benchmark do).
 */
import { getDisplayName, instrument, traverseRenderedFibers } from 'bippy';

export interface RenderCounts {
  /** Renders of a component by name; fields by name and their `name` prop: `FormField[message]`. */
  of(component: string): number;
  /** Stops counting. */
  stop(): void;
}

export function countRenders(): RenderCounts {
  const counts = new Map<string, number>();
  const stop = instrument({
    onCommitFiberRoot(_renderer, root) {
      traverseRenderedFibers(root, (fiber, phase) => {
        if (phase === 'unmount') return;
        const component = getDisplayName(fiber.type);
        if (!component) return;
        const name = (fiber.memoizedProps as { name?: unknown } | null)?.name;
        const key = typeof name === 'string' ? `${component}[${name}]` : component;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      });
    },
  });
  return { of: (component) => counts.get(component) ?? 0, stop };
}
