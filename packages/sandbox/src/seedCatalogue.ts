import type { BookingPeriod, Catalogue, Property, Room } from './catalogueTypes.js';

/** The seeded catalogue: operators, properties in gb, au and ca, their room types and periods. */

/** `2027-09-04` as the API writes it in room data: `04-09-2027`. */
const wireDate = (isoDate: string) => isoDate.split('-').reverse().join('-');

/** A booking period, its dates given here in ISO for reading and served in the wire format. */
const period = (
  id: string,
  label: string,
  start_date: string,
  end_date: string,
  price_per_week: string,
  holding_deposit: string,
  maximum_bookings = 1,
): BookingPeriod => ({
  id,
  label,
  start_date: wireDate(start_date),
  end_date: wireDate(end_date),
  price_per_week,
  holding_deposit,
  maximum_bookings,
});

/** Room types every generated listing offers, with their weekly price over the base. */
const LISTING_ROOMS = [
  ['City Ensuite', 0],
  ['Deluxe Ensuite', 22],
  ['Loft Studio', 55],
  ['Twin Studio', 38],
] as const;

/**
 * More properties, generated the same every time, so a city has several pages of rooms: five in
 * London, and one each in Manchester, Melbourne and Vancouver.
 */
function listings(): Property[] {
  const places = [
    ['Southbank Point', 'London', 'gb', 'GBP', 'op_northgate', 265],
    ['Camden Yard', 'London', 'gb', 'GBP', 'op_northgate', 249],
    ['Bloomsbury Court', 'London', 'gb', 'GBP', 'op_harbour', 299],
    ['Greenwich Wharf', 'London', 'gb', 'GBP', 'op_harbour', 231],
    ['Stratford Works', 'London', 'gb', 'GBP', 'op_maple', 219],
    ['Oxford Road Lofts', 'Manchester', 'gb', 'GBP', 'op_northgate', 179],
    ['Swanston Place', 'Melbourne', 'au', 'AUD', 'op_harbour', 389],
    ['Point Grey House', 'Vancouver', 'ca', 'CAD', 'op_maple', 345],
  ] as const;
  return places.map(([name, city, country, currency, operator_id, base], index) => {
    const id = `prop_${name.toLowerCase().replace(/[^a-z]+/g, '_')}`;
    const rooms = LISTING_ROOMS.slice(0, city === 'London' ? 4 : 2).map(([roomName, extra]) => {
      const roomId = `room_${id.slice(5)}_${roomName.toLowerCase().replace(/[^a-z]+/g, '_')}`;
      const price = (base + extra).toFixed(2);
      const later = (base + extra + 10).toFixed(2);
      // One room every period of which is taken: the catalogue shows it, nobody can book it.
      const full = name === 'Stratford Works' && roomName === 'Twin Studio';
      const periods =
        country === 'gb'
          ? [
              period(
                `bp_${roomId.slice(5)}_51`,
                '51 weeks',
                '2027-09-04',
                '2028-08-26',
                price,
                '250.00',
                full ? 0 : 4 + (index % 5),
              ),
              period(
                `bp_${roomId.slice(5)}_44`,
                '44 weeks',
                '2027-09-11',
                '2028-07-15',
                later,
                '250.00',
                full ? 0 : 1 + (index % 3),
              ),
            ]
          : [
              period(
                `bp_${roomId.slice(5)}_year`,
                'Academic year',
                country === 'au' ? '2027-02-20' : '2027-09-01',
                country === 'au' ? '2027-11-27' : '2028-04-30',
                price,
                '500.00',
                3,
              ),
            ];
      return {
        id: roomId,
        operator_id,
        property_id: id,
        name: roomName,
        hosted_checkout: true,
        booking_periods: periods,
      };
    });
    return { id, operator_id, name, city, country, currency, rooms, listingOnly: true };
  });
}

/** Operators with properties in the UK, Australia and Canada; the same every time. */
export function createCatalogue(): Catalogue {
  const room = (
    property: Omit<Property, 'rooms'>,
    id: string,
    name: string,
    booking_periods: BookingPeriod[],
    hosted_checkout = true,
  ): Room => ({
    id,
    operator_id: property.operator_id,
    property_id: property.id,
    name,
    hosted_checkout,
    booking_periods,
  });
  const property = (
    fields: Omit<Property, 'rooms'>,
    rooms: (property: Omit<Property, 'rooms'>) => Room[],
  ): Property => ({ ...fields, rooms: rooms(fields) });

  return {
    operators: [
      { id: 'op_northgate', name: 'Northgate Living' },
      { id: 'op_harbour', name: 'Harbour Student Living' },
      { id: 'op_maple', name: 'Maple Residences' },
    ],
    properties: [
      property(
        {
          id: 'prop_riverside',
          operator_id: 'op_northgate',
          name: 'Riverside House',
          city: 'London',
          country: 'gb',
          currency: 'GBP',
        },
        (p) => [
          room(p, 'room_riverside_ensuite', 'Classic Ensuite', [
            period(
              'bp_riverside_ensuite_51',
              '51 weeks',
              '2027-09-04',
              '2028-08-26',
              '289.00',
              '250.00',
              12,
            ),
            period(
              'bp_riverside_ensuite_44',
              '44 weeks',
              '2027-09-11',
              '2028-07-15',
              '299.00',
              '250.00',
              4,
            ),
          ]),
          room(p, 'room_riverside_studio', 'Premium Studio', [
            period(
              'bp_riverside_studio_51',
              '51 weeks',
              '2027-09-04',
              '2028-08-26',
              '389.00',
              '300.00',
              3,
            ),
          ]),
        ],
      ),
      property(
        {
          id: 'prop_castle',
          operator_id: 'op_northgate',
          name: 'Castle Quarter',
          city: 'Edinburgh',
          country: 'gb',
          currency: 'GBP',
        },
        (p) => [
          room(p, 'room_castle_twin', 'Twin Room', [
            period(
              'bp_castle_twin_41',
              '41 weeks',
              '2027-09-11',
              '2028-06-24',
              '199.00',
              '150.00',
              6,
            ),
          ]),
          room(
            p,
            'room_castle_flat',
            'Five-bed Flat Room',
            [
              period(
                'bp_castle_flat_51',
                '51 weeks',
                '2027-09-04',
                '2028-08-26',
                '229.00',
                '150.00',
                10,
              ),
            ],
            false,
          ),
        ],
      ),
      property(
        {
          id: 'prop_harbour_view',
          operator_id: 'op_harbour',
          name: 'Harbour View',
          city: 'Sydney',
          country: 'au',
          currency: 'AUD',
        },
        (p) => [
          room(p, 'room_harbour_studio', 'Harbour Studio', [
            period(
              'bp_harbour_studio_s1',
              'Semester 1',
              '2027-02-20',
              '2027-06-26',
              '459.00',
              '500.00',
              2,
            ),
            period(
              'bp_harbour_studio_year',
              'Academic year',
              '2027-02-20',
              '2027-11-27',
              '439.00',
              '500.00',
              2,
            ),
          ]),
          room(p, 'room_harbour_shared', 'Shared Apartment Room', [
            period(
              'bp_harbour_shared_year',
              'Academic year',
              '2027-02-20',
              '2027-11-27',
              '329.00',
              '400.00',
              8,
            ),
          ]),
        ],
      ),
      property(
        {
          id: 'prop_maple_court',
          operator_id: 'op_maple',
          name: 'Maple Court',
          city: 'Toronto',
          country: 'ca',
          currency: 'CAD',
        },
        (p) => [
          room(p, 'room_maple_ensuite', 'Ensuite Suite', [
            period(
              'bp_maple_ensuite_8m',
              '8 months',
              '2027-09-01',
              '2028-04-30',
              '412.00',
              '500.00',
              5,
            ),
            period(
              'bp_maple_ensuite_12m',
              '12 months',
              '2027-09-01',
              '2028-08-31',
              '389.00',
              '500.00',
              5,
            ),
          ]),
        ],
      ),
      ...listings(),
    ],
  };
}
