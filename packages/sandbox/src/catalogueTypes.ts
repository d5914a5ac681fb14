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

export interface Room {
  id: string;
  operator_id: string;
  property_id: string;
  name: string;
  /** false for a room whose start checkout answers `checkout_url: null`. */
  hosted_checkout: boolean;
  booking_periods: BookingPeriod[];
}

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

export interface Operator {
  id: string;
  name: string;
}

export interface Catalogue {
  operators: Operator[];
  properties: Property[];
}
