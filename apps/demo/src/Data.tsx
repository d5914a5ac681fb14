import type { ReactNode } from 'react';

/**
 * Data shown inside the demo's words (a room's or a property's name, a reference, a code): left
 * as it is by translation tools, and isolated, so a Latin name keeps its own direction inside
 * Arabic words.
 */
export function Data({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi translate="no" className={className}>
      {children}
    </bdi>
  );
}
