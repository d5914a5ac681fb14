import { type HumanCheck, turnstileHumanCheck } from '@unistay/ui';
import { inLightDomComponent } from './lightDom.js';
import { loadOnce } from './loadOnce.js';

/** The sandbox's stand-in widget: its own code, loaded once, for the elements that name it. */
const loadSandboxCheck = loadOnce(() =>
  import('@unistay/sandbox/human-check').then((module): HumanCheck => module.SandboxHumanCheck),
);

const KINDS = ['turnstile', 'sandbox'];

/**
 * The widget the `human-check` attribute names, for a proxy that asks for one; none without it.
 * Resolved before the element is drawn, so the form does not move under the student's pointer
 * when the widget's code arrives. Turnstile's frame is put in the page's own DOM, where
 * Cloudflare's script expects it.
 */
export async function humanCheckFor(host: HTMLElement): Promise<HumanCheck | undefined> {
  const kind = host.getAttribute('human-check')?.trim();
  if (!kind) return undefined;
  if (kind === 'sandbox') return loadSandboxCheck(kind);
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
