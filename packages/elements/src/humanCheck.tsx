import type { HumanCheck, HumanCheckProps } from '@unistay/ui';
import { lazy, Suspense } from 'react';

const SandboxWidget = lazy(() =>
  import('@unistay/sandbox/human-check').then((module) => ({ default: module.SandboxHumanCheck })),
);

/** The sandbox's stand-in widget, loaded when a form first shows it. */
function SandboxCheck(props: HumanCheckProps) {
  return (
    <Suspense fallback={null}>
      <SandboxWidget {...props} />
    </Suspense>
  );
}

const CHECKS: Record<string, HumanCheck> = { sandbox: SandboxCheck };

/**
 * The widget the `human-check` attribute names, for a proxy that asks for one; none without it.
 */
export function humanCheckFor(host: HTMLElement): HumanCheck | undefined {
  const name = host.getAttribute('human-check')?.trim();
  if (!name) return undefined;
  const check = CHECKS[name];
  if (!check) {
    console.warn(
      `<${host.localName}> human-check="${name}" is not one of ${Object.keys(CHECKS).join(', ')}: no human check is shown.`,
    );
  }
  return check;
}
