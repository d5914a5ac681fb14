import type { JsonObject } from '@unistay/api-client';
import { ENQUIRY_STATUSES } from '@unistay/api-client';

/** A partner the sandbox knows, with the credentials its requests must carry. */
export interface SandboxPartner {
  partnerId: string;
  accessToken: string;
  name: string;
}

/** The documented sandbox credentials. */
export const SANDBOX_PARTNERS: readonly SandboxPartner[] = [
  { partnerId: 'sandbox-partner', accessToken: 'sandbox-token', name: 'Sandbox Student Homes' },
  { partnerId: 'sandbox-partner-2', accessToken: 'sandbox-token-2', name: 'Second Partner' },
];

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

/** An enquiry as the sandbox stores it; `partnerId` and `sequence` never leave it. */
export interface StoredEnquiry {
  partnerId: string;
  /** Newest first is by this, so a new enquiry is at the top of page 1. */
  sequence: number;
  id: string;
  operator_id: string | null;
  property_id: string | null;
  room_id: string | null;
  property_name: string | null;
  room_name: string | null;
  first_name: string;
  last_name: string;
  email: string;
  contact_number: string | null;
  message: string;
  status: string;
  /** Only general enquiries carry metadata; a specific one is read back without the field. */
  metadata?: JsonObject;
  additional_fields: JsonObject;
}

/** mulberry32: small, fast and the same on every machine, so every sandbox starts identical. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const token = (length: number, alphabet = 'ABCDEFGHJKMNPQRSTVWXYZ23456789') =>
    Array.from({ length }, () => pick(alphabet.split(''))).join('');
  return { next, pick, token };
}
export type Random = ReturnType<typeof createRandom>;

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

const FIRST_NAMES = [
  'Amara',
  'Ben',
  'Chloé',
  'Dev',
  'Elif',
  'Finn',
  'Grace',
  'Hiro',
  'Isla',
  'Jakub',
  'Kemi',
  'Liam',
  'Mei',
  'Noah',
  'Olivia',
  'Priya',
  'Quentin',
  'Rosa',
  'Sami',
  'Tomás',
  'Uma',
  'Victor',
  'Wen',
  'Yusuf',
  'Zara',
  'Aoife',
  'Björn',
  'Camila',
  'Dmitri',
  'Eun-ji',
];
const LAST_NAMES = [
  'Okafor',
  'Smith',
  'Dubois',
  'Patel',
  'Yılmaz',
  'Murphy',
  'Chen',
  'Tanaka',
  'MacLeod',
  'Nowak',
  'Adeyemi',
  "O'Brien",
  'García',
  'Kowalski',
  'Nguyen',
  'Haddad',
  'Silva',
  'Andersson',
  'Khan',
  'Rossi',
];
const GENERAL_MESSAGES = [
  'Hi, how do I pay the holding deposit from abroad?',
  'Can I change my booking dates after I have signed the contract?',
  'I am looking for a quiet studio near King’s College for September. What would you suggest?',
  'Do you accept international guarantors?',
  'When will I receive my tenancy agreement?\nI booked two weeks ago and have not heard back.',
  'Is it possible to book for one semester only?',
  'What happens if my visa is refused?',
  'Can my parents visit and stay overnight?',
];
const SPECIFIC_MESSAGES = [
  'Is this room still available for the full academic year?',
  'Does the room have a private bathroom and a desk?',
  'Can I book this room together with a friend on the same floor?',
  'Are bills included in the weekly price?',
  'Is there bicycle storage in the building?',
  'Could I view the room on a video call before booking?',
  'Is the kitchen shared, and with how many people?',
];

/** The seeded enquiries: `count` per partner, across every status, newest first by `sequence`. */
export function createEnquiries(
  partners: readonly SandboxPartner[],
  catalogue: Catalogue,
  random: Random,
  counts: readonly number[] = [57, 48],
): StoredEnquiry[] {
  const rooms = catalogue.properties
    .filter((property) => !property.listingOnly)
    .flatMap((property) => property.rooms.map((room) => ({ property, room })));
  const enquiries: StoredEnquiry[] = [];
  let sequence = 0;
  partners.forEach((partner, partnerIndex) => {
    const count = counts[partnerIndex] ?? counts[counts.length - 1] ?? 0;
    for (let index = 0; index < count; index++) {
      sequence += 1;
      const first_name = random.pick(FIRST_NAMES);
      const last_name = random.pick(LAST_NAMES);
      const specific = random.next() < 0.6;
      const target = specific ? random.pick(rooms) : null;
      const ascii = `${first_name}.${last_name}`
        .normalize('NFKD')
        .replace(/[^A-Za-z.]/g, '')
        .toLowerCase();
      enquiries.push({
        partnerId: partner.partnerId,
        sequence,
        id: `ENQ-${random.token(6)}`,
        operator_id: target?.property.operator_id ?? null,
        property_id: target?.property.id ?? null,
        room_id: target?.room.id ?? null,
        property_name: target?.property.name ?? null,
        room_name: target?.room.name ?? null,
        first_name,
        last_name,
        email: `${ascii}@example.com`,
        contact_number:
          random.next() < 0.15 ? null : `+44${7700900000 + Math.floor(random.next() * 999)}`,
        message: random.pick(specific ? SPECIFIC_MESSAGES : GENERAL_MESSAGES),
        // The first few take each status in turn, so every status appears for every partner.
        status: ENQUIRY_STATUSES[index] ?? random.pick(ENQUIRY_STATUSES),
        ...(specific
          ? {}
          : { metadata: { source: 'sandbox-seed', campaign: random.pick(['autumn', 'spring']) } }),
        additional_fields: random.next() < 0.3 ? { preferred_move_in: '2027-09-04' } : {},
      });
    }
  });
  return enquiries;
}
