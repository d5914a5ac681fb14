import { type CheckoutAction, type CheckoutState, checkoutReducer } from './checkoutMachine.js';

/**
 * The checkout's state with a dispatch that answers at once: what the reducer made of an action
 * is known before any view renders, so a second click in the same tick sees the first.
 */
export interface CheckoutStore {
  read(): CheckoutState;
  dispatch(action: CheckoutAction): CheckoutState;
  subscribe(listener: () => void): () => void;
}

/**
 * Holds a checkout's state for `createCheckoutController`, from `initial` (`initialCheckoutState`,
 * or a restored one). Listeners hear of each change that altered the state.
 */
export function createCheckoutStore(initial: CheckoutState): CheckoutStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    read: () => state,
    dispatch(action) {
      const next = checkoutReducer(state, action);
      if (next !== state) {
        state = next;
        for (const listener of listeners) listener();
      }
      return next;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
