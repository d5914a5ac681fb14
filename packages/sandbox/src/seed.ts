import type { JsonObject } from '@unistay/api-client';
import { ENQUIRY_STATUSES } from '@unistay/api-client';
import type { Catalogue } from './catalogueTypes.js';

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
