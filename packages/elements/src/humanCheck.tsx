import { type HumanCheck, type HumanCheckProps, turnstileHumanCheck } from '@unistay/ui';
import { lazy, Suspense } from 'react';
import { inLightDomComponent } from './lightDom.js';

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

const KINDS = ['turnstile', 'sandbox'];

/**
 * The widget the `human-check` attribute names, for a proxy that asks for one; none without it.
 * Turnstile's frame is put in the page's own DOM, where Cloudflare's script expects it.
 */
export function humanCheckFor(host: HTMLElement): HumanCheck | undefined {
  const kind = host.getAttribute('human-check')?.trim();
  if (!kind) return undefined;
  if (kind === 'sandbox') return SandboxCheck;
  if (kind === 'turnstile') {
    const siteKey = host.getAttribute('turnstile-site-key')?.trim();
    if (siteKey) {
      const action = host.getAttribute('turnstile-action')?.trim() || undefined;
      return inLightDomComponent(turnstileHumanCheck({ siteKey, action }));
    }
    console.warn(
      `<${host.localName}> human-check="turnstile" needs turnstile-site-key: no human check is shown.`,
    );
    return undefined;
  }
  console.warn(
    `<${host.localName}> human-check="${kind}" is not one of ${KINDS.join(', ')}: no human check is shown.`,
  );
  return undefined;
}
