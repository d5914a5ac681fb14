import { commonMessages } from '../i18n/commonMessages.js';
import type { Messages } from '../i18n/messages.js';
import { periodMessages } from './periodMessages.js';

/** The words of the catalogue parts; each may be replaced through `messages`. */
export const catalogueMessages = {
  ...commonMessages,
  ...periodMessages,
  roomLoading: 'Loading the room…',
  roomLoadFailed: 'The room could not be loaded.',
  roomNotFound: 'This room is no longer listed.',
  roomUnavailable: 'This room is fully booked right now.',
  periodQuestion: 'When will you stay?',
  noPeriods: 'No booking periods are open for this room yet.',
  price: 'Price',
  availability: 'Availability',
  available: 'Available',
  availableRoomsLeft_one: 'Available, {count} room left',
  availableRoomsLeft_other: 'Available, {count} rooms left',
  fullyBooked: 'Fully booked',
  cancellation: 'Cancellation',
  visaCancellation: 'Free cancellation if your visa is refused',
  uniPlaceCancellation: 'Free cancellation if you do not get a university place',
  noCancellation: 'Ask the accommodation team about cancellation.',
  nearby: 'Nearby',
  distanceTo: '{name}: {distance}',
  photoOf: 'Photo {number} of {name}',
};
/**
 * Words to replace in the catalogue parts (`RoomSummary`, `BookingPeriodPicker`, a room as it
 * loads), by key: any, none or all of `catalogueMessages`.
 */
export type CatalogueMessages = Messages<typeof catalogueMessages>;
