import type { Persistence } from '@unistay/react';
import { textDirection, UnistayProvider } from '@unistay/react';
import { createAnalytics, functionDestination } from '@unistay/react/analytics';
import type { HumanCheck } from '@unistay/ui';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { apiBaseOf } from './apiBase.js';
import { dispatchFrom } from './events.js';
import { humanCheckFor } from './humanCheck.js';
import { elementLanguage, languagePack } from './language.js';
import { HostContext } from './lightDom.js';
import type { MountedElement } from './mounted.js';
import { exposeParts } from './parts.js';
import { clientFor, sharedQueryClient } from './shared.js';
import { adoptStyles } from './styles.js';
import { sayOnce } from './views/consoleOnce.js';

/** What each element's view is given, read from its attributes at each render. */
export interface ElementProps {
  /** The element itself: events are dispatched from it. */
  host: HTMLElement;
  /** An attribute's value, or null when it is not set. */
  attribute(name: string): string | null;
  persistence: Persistence;
  humanCheck: HumanCheck | undefined;
  headingLevel: 2 | 3 | 4;
}

const PERSISTENCE: readonly Persistence[] = ['session', 'local', 'none'];
const HEADING_LEVELS = [2, 3, 4] as const;

/**
 * An attribute's value, one of `allowed`; else the default, with a warning that names what was
 * wrong.
 */
export function attributeOneOf<Value>(
  host: HTMLElement,
  name: string,
  allowed: readonly Value[],
  fallback: Value,
  read: (text: string) => Value = (text) => text as Value,
): Value {
  const text = host.getAttribute(name);
  if (text === null) return fallback;
  const value = read(text.trim());
  if (allowed.includes(value)) return value;
  sayOnce(
    host,
    `<${host.localName}> ${name}="${text}" is not one of ${allowed.join(', ')}: using ${fallback}.`,
    'warn',
  );
  return fallback;
}

/** Every element whose tree is on the page: a new `<html lang>` words them all again. */
const mounted = new Set<MountedElement>();
let watchingPageLanguage = false;
function watchPageLanguage() {
  if (watchingPageLanguage) return;
  watchingPageLanguage = true;
  new MutationObserver(() => {
    for (const element of mounted) element.update();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
}

/**
 * Renders `View` into `host`'s shadow root, with the stylesheet adopted and the parts named, inside
 * a provider on the shared client and cache, in the element's language. Each element's analytics
 * events are dispatched from it.
 */
export function mountElement(host: HTMLElement, View: ComponentType<ElementProps>): MountedElement {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  adoptStyles(shadow);
  const stopParts = exposeParts(shadow);
  const box = document.createElement('div');
  box.className = 'unistay-drop-in';
  shadow.append(box);
  const root = createRoot(box);
  const analytics = createAnalytics({
    destinations: [
      functionDestination((event) => dispatchFrom(host, 'unistay:analytics', event), {
        name: 'element-events',
        // Dispatched in the page, to the partner's own code, which sends them on as consent allows.
        needs: [],
      }),
    ],
  });
  // What a render waits for (a language, the human check's widget) loads in any order: only the
  // newest render asked for is drawn.
  let newest = 0;

  function update() {
    const ticket = ++newest;
    const tag = elementLanguage(host);
    Promise.all([languagePack(tag), humanCheckFor(host)]).then(
      ([pack, humanCheck]) => {
        if (ticket !== newest || !host.isConnected) return;
        box.lang = tag;
        box.dir = typeof pack === 'string' ? textDirection(tag) : pack.direction;
        const apiBase = apiBaseOf(host);
        const props: ElementProps = {
          host,
          attribute: (name) => host.getAttribute(name),
          persistence: attributeOneOf(host, 'persistence', PERSISTENCE, 'session'),
          humanCheck,
          headingLevel: attributeOneOf<2 | 3 | 4>(
            host,
            'heading-level',
            HEADING_LEVELS,
            2,
            (text) => Number(text) as 2 | 3 | 4,
          ),
        };
        root.render(
          <StrictMode>
            <UnistayProvider
              client={clientFor(apiBase)}
              queryClient={sharedQueryClient()}
              scope={apiBase || 'default'}
              locale={pack}
              analytics={analytics}
            >
              {/* The type the stylesheet sets, for what the view shows outside a component. */}
              <HostContext.Provider value={host}>
                <div className="unistay-root">
                  <View {...props} />
                </div>
              </HostContext.Provider>
            </UnistayProvider>
          </StrictMode>,
        );
      },
      (error: unknown) =>
        console.error(
          `<${host.localName}> could not load its words in ${tag}, or its human check.`,
          error,
        ),
    );
  }

  const element: MountedElement = {
    update,
    unmount() {
      newest += 1;
      mounted.delete(element);
      root.unmount();
      stopParts();
      box.remove();
    },
  };
  mounted.add(element);
  watchPageLanguage();
  update();
  return element;
}
