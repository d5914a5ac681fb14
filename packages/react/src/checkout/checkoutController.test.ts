import { describe, expect, it } from 'vitest';
import type { CardProvider } from './cardProvider.js';
import { createCheckoutController, createCheckoutStore } from './checkoutController.js';
import {
  type CheckoutAction,
  type CheckoutState,
  checkoutReducer,
  initialCheckoutState,
} from './checkoutMachine.js';

/** A store of a partner's own, written as a class: its methods need `this`. */
class ClassStore {
  private state: CheckoutState = initialCheckoutState;
  private readonly listeners = new Set<() => void>();
  read() {
    return this.state;
  }
  dispatch(action: CheckoutAction) {
    const next = checkoutReducer(this.state, action);
    if (next !== this.state) {
      this.state = next;
      for (const listener of this.listeners) listener();
    }
    return next;
  }
  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

const never = () => new Promise<never>(() => {});
/** Card fields never drawn: these tests do not pay. */
const NoFields = () => null;
const options = () => ({
  roomId: 'room',
  operatorId: 'op',
  propertyCountry: 'gb',
  cardProvider: { name: 'test', Fields: NoFields, retrieveStatus: never } as CardProvider,
});

describe('createCheckoutController', () => {
  it("works on a store of the partner's own, a class whose methods use `this`", () => {
    const store = new ClassStore();
    const controller = createCheckoutController(store, { start: never, complete: never }, options);
    controller.answer('stay', { booking_period_id: 'bp_1', plan: 'full' } as never);
    expect(store.read().step).toBe('about');
    expect(controller.chosenPeriod()).toBe('bp_1');
  });

  it('works on the store it makes, the same way', () => {
    const store = createCheckoutStore(initialCheckoutState);
    const controller = createCheckoutController(store, { start: never, complete: never }, options);
    controller.answer('stay', { booking_period_id: 'bp_1', plan: 'full' } as never);
    expect(store.read().step).toBe('about');
  });
});
