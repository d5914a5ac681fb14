/** The catalogue's shape: operators, their properties, room types and booking periods. */

/** As the partner's room data carries it (public API): strings for dates and money. */
export interface BookingPeriod {
  id: string;
  label: string;
  start_date: string;
  end_date: string;
  price_per_week: string;
  holding_deposit: string;
  maximum_bookings: number;
}

/**
 * A room type in the sandbox's catalogue: the ids a checkout or a specific enquiry needs, its name
 * and its booking periods.
 */
export interface Room {
  id: string;
  operator_id: string;
  property_id: string;
  name: string;
  /** false for a room whose start checkout answers `checkout_url: null`. */
  hosted_checkout: boolean;
  booking_periods: BookingPeriod[];
}

/**
 * A property in the sandbox's catalogue, with its room types. Its `country` decides which
 * supporting contact the checkout asks for; its `currency` is the one its prices are in.
 */
export interface Property {
  id: string;
  operator_id: string;
  name: string;
  city: string;
  country: 'gb' | 'au' | 'ca';
  currency: 'GBP' | 'AUD' | 'CAD';
  rooms: Room[];
  /**
   * Added to fill the catalogue (several pages in a city); seeded enquiries are about the other
   * properties only, so they stay the same.
   */
  listingOnly?: boolean;
}

/**
 * An accommodation operator in the sandbox's catalogue: the `operator_id` its rooms, checkouts and
 * enquiries name.
 */
export interface Operator {
  id: string;
  name: string;
}

/**
 * The sandbox's catalogue (`sandbox.catalogue`, `createCatalogue()`): operators, and their
 * properties in the UK, Australia and Canada with room types and booking periods. The same in every
 * sandbox, whatever its `seed`.
 */
export interface Catalogue {
  operators: Operator[];
  properties: Property[];
}
