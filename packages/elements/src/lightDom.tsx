import type { CardFieldsProps, CardProvider } from '@unistay/react/checkout';
import { createContext, useContext, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/** The custom element the checkout is in, for fields that must live in the page's own DOM. */
export const HostContext = createContext<HTMLElement | null>(null);

let slots = 0;

/**
 * A card provider whose fields are rendered in the element's light DOM and shown in its place
 * through a `<slot>`: Stripe's Elements refuse to mount inside a shadow root, as their frames talk
 * to the page's own DOM. Outside an element (no `HostContext`), the fields render where they are.
 */
export function inLightDom(provider: CardProvider): CardProvider {
  // Made once per provider, not per render: its identity is as stable as the provider's.
  // biome-ignore lint/correctness/noComponentHookFactories: see above
  function Fields(props: CardFieldsProps) {
    const host = useContext(HostContext);
    const [place] = useState(() => {
      slots += 1;
      const box = document.createElement('div');
      box.slot = `unistay-card-fields-${slots}`;
      return box;
    });
    const [attached, setAttached] = useState(false);
    useLayoutEffect(() => {
      if (!host) return;
      host.append(place);
      setAttached(true);
      return () => {
        place.remove();
        setAttached(false);
      };
    }, [host, place]);
    if (!host) return <provider.Fields {...props} />;
    return (
      <>
        <slot name={place.slot} />
        {/* The fields are made only once their box is in the page, where the provider looks. */}
        {attached && createPortal(<provider.Fields {...props} />, place)}
      </>
    );
  }
  return { ...provider, Fields };
}
