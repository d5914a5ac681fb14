import type { CardProvider } from '@unistay/react/checkout';
import { type ComponentType, createContext, useContext, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/** The custom element a view is rendered in, for parts that must live in the page's own DOM. */
export const HostContext = createContext<HTMLElement | null>(null);

let slots = 0;
const wrapped = new WeakMap<ComponentType<never>, ComponentType<never>>();

/**
 * `Component`, rendered in the element's light DOM and shown in its place through a `<slot>`: for
 * a provider's frames that must be reachable from the page's own DOM (Stripe's Elements refuse to
 * mount inside a shadow root). Its box is styled inline, so a page's stylesheet cannot hide or
 * squeeze it. Outside an element (no `HostContext`), it renders where it is.
 */
export function inLightDomComponent<Props extends object>(
  Component: ComponentType<Props>,
): ComponentType<Props> {
  const known = wrapped.get(Component as ComponentType<never>);
  if (known) return known as ComponentType<Props>;
  function InLightDom(props: Props) {
    const host = useContext(HostContext);
    const [box] = useState(() => {
      slots += 1;
      const element = document.createElement('div');
      element.slot = `unistay-light-${slots}`;
      element.style.setProperty('all', 'initial', 'important');
      element.style.setProperty('display', 'block', 'important');
      return element;
    });
    const [attached, setAttached] = useState(false);
    useLayoutEffect(() => {
      if (!host) return;
      host.append(box);
      setAttached(true);
      return () => {
        box.remove();
        setAttached(false);
      };
    }, [host, box]);
    if (!host) return <Component {...props} />;
    return (
      <>
        <slot name={box.slot} />
        {/* Made only once its box is in the page, where the provider looks for it. */}
        {attached && createPortal(<Component {...props} />, box)}
      </>
    );
  }
  wrapped.set(Component as ComponentType<never>, InLightDom as ComponentType<never>);
  return InLightDom;
}

/** A card provider whose fields are in the element's light DOM (`inLightDomComponent`). */
export function inLightDom(provider: CardProvider): CardProvider {
  return { ...provider, Fields: inLightDomComponent(provider.Fields) };
}
