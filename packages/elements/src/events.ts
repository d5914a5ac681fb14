/** `unistay:enquiry-sent`: an enquiry the API accepted. */
export interface EnquirySentDetail {
  /** The API's reference for it, to quote to the student or keep. */
  enquiryId: string;
  kind: 'general' | 'specific';
}

/** `unistay:booking-created`: a room booked in the element's checkout, once per booking. */
export interface BookingCreatedDetail {
  /** The API's booking id; null when it did not name one. */
  bookingId: string | null;
  roomId: string;
}

/**
 * `unistay:analytics`: each step of the student's journey, by `name` (`room_viewed`,
 * `enquiry_sent`, `purchase`…), with what docs/analytics.md lists for it and never anything the
 * student typed. Send it on only as the student's consent allows. (Typed here without
 * `@unistay/react`, which a page of custom elements does not install.)
 */
export interface AnalyticsEventDetail {
  name: string;
  /** The events' version (`ANALYTICS_EVENTS_VERSION`): a change of meaning raises it. */
  version: number;
  [field: string]: unknown;
}

/** The events the elements dispatch: they bubble, and cross the shadow boundary to the page. */
export interface UnistayElementEventMap {
  'unistay:enquiry-sent': CustomEvent<EnquirySentDetail>;
  'unistay:booking-created': CustomEvent<BookingCreatedDetail>;
  'unistay:analytics': CustomEvent<AnalyticsEventDetail>;
}

/** Dispatches one of the elements' events from `host`, where the partner's page hears it. */
export function dispatchFrom<Name extends keyof UnistayElementEventMap>(
  host: HTMLElement,
  name: Name,
  detail: UnistayElementEventMap[Name]['detail'],
) {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
