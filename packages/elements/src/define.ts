import { ELEMENT_ATTRIBUTES, type ElementName } from './attributes.js';
import type { MountedElement } from './mounted.js';

/** Each element's code, loaded when the first of its kind is on the page. */
const VIEWS: Record<ElementName, () => Promise<(host: HTMLElement) => MountedElement>> = {
  'unistay-enquiry-form': () => import('./views/enquiryFormElement.js').then((m) => m.mount),
  'unistay-room': () => import('./views/roomElement.js').then((m) => m.mount),
  'unistay-hosted-checkout-button': () =>
    import('./views/hostedCheckoutButtonElement.js').then((m) => m.mount),
};

/**
 * The class of one element: no React here, so the page's first script stays small. Its tree is
 * made on the first connection and kept while the element is in the page; an element moved (taken
 * out and put back in the same task) keeps it, and with it what the student typed.
 */
function elementClass(name: ElementName): CustomElementConstructor {
  return class UnistayElement extends HTMLElement {
    static observedAttributes = ELEMENT_ATTRIBUTES[name];
    #mounted: MountedElement | null = null;
    #loading = false;

    connectedCallback() {
      if (this.#mounted) {
        this.#mounted.update();
        return;
      }
      if (this.#loading) return;
      this.#loading = true;
      VIEWS[name]().then(
        (mount) => {
          this.#loading = false;
          if (this.isConnected && !this.#mounted) this.#mounted = mount(this);
        },
        (error: unknown) => {
          this.#loading = false;
          console.error(
            `<${name}> could not load its code: check that the script's folder is served whole, next to the script.`,
            error,
          );
        },
      );
    }

    attributeChangedCallback() {
      this.#mounted?.update();
    }

    disconnectedCallback() {
      queueMicrotask(() => {
        if (this.isConnected || !this.#mounted) return;
        this.#mounted.unmount();
        this.#mounted = null;
      });
    }
  };
}

/**
 * Defines every Unistay element not defined yet: a page that loads the script twice (a CMS block
 * and a theme) gets one definition, not an error.
 */
export function defineUnistayElements() {
  for (const name of Object.keys(VIEWS) as ElementName[]) {
    if (!customElements.get(name)) customElements.define(name, elementClass(name));
  }
}
