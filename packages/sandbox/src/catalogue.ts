import type { Catalogue, Property, Room } from './catalogueTypes.js';
import { escapeHtml } from './hostedCheckoutPage.js';

/**
 * The catalogue as the public API serves it, from the sandbox's seed: properties and room types
 * with addresses, prices, images, amenities and nearby universities, in the API's own field names.
 * Images are SVGs the sandbox serves itself, so pages that show them need no other host.
 */

const CITIES: Record<string, { region: string; postcodes: string; lat: number; long: number }> = {
  London: { region: 'Greater London', postcodes: 'SE1', lat: 51.5, long: -0.12 },
  Edinburgh: { region: 'Scotland', postcodes: 'EH1', lat: 55.95, long: -3.19 },
  Manchester: { region: 'Greater Manchester', postcodes: 'M1', lat: 53.48, long: -2.24 },
  Sydney: { region: 'New South Wales', postcodes: '2000', lat: -33.87, long: 151.21 },
  Melbourne: { region: 'Victoria', postcodes: '3000', lat: -37.81, long: 144.96 },
  Toronto: { region: 'Ontario', postcodes: 'M5S', lat: 43.66, long: -79.4 },
  Vancouver: { region: 'British Columbia', postcodes: 'V6T', lat: 49.26, long: -123.25 },
};

const UNIVERSITIES: Record<string, string[]> = {
  London: ["King's College London", 'University College London', 'London School of Economics'],
  Edinburgh: ['University of Edinburgh', 'Edinburgh Napier University'],
  Manchester: ['University of Manchester', 'Manchester Metropolitan University'],
  Sydney: ['University of Sydney', 'University of Technology Sydney'],
  Melbourne: ['University of Melbourne', 'RMIT University'],
  Toronto: ['University of Toronto', 'Toronto Metropolitan University'],
  Vancouver: ['University of British Columbia'],
};

const AMENITIES = [
  ['wifi', 'Wi-Fi included'],
  ['gym', 'Gym'],
  ['laundry', 'Laundry room'],
  ['study_room', 'Study rooms'],
  ['bike_store', 'Bike storage'],
  ['cinema', 'Cinema room'],
  ['concierge', '24-hour concierge'],
] as const;

/**
 * The amenities' labels in the languages the sandbox answers in, in `AMENITIES`' order: the API
 * words its labels in the language a call asks for (`Accept-Language`), so a cache that mixed
 * languages would show them.
 */
const AMENITY_LABELS: Record<string, readonly string[]> = {
  ar: [
    'واي فاي مشمول',
    'صالة رياضية',
    'غرفة غسيل',
    'غرف دراسة',
    'مخزن دراجات',
    'غرفة سينما',
    'خدمة استقبال على مدار الساعة',
  ],
  de: [
    'WLAN inklusive',
    'Fitnessraum',
    'Waschraum',
    'Lernräume',
    'Fahrradraum',
    'Kinoraum',
    'Concierge rund um die Uhr',
  ],
  es: [
    'Wi-Fi incluido',
    'Gimnasio',
    'Lavandería',
    'Salas de estudio',
    'Aparcabicicletas',
    'Sala de cine',
    'Conserjería 24 horas',
  ],
  fr: [
    'Wi-Fi inclus',
    'Salle de sport',
    'Laverie',
    'Salles d’étude',
    'Local à vélos',
    'Salle de cinéma',
    'Conciergerie 24 h/24',
  ],
  hi: [
    'वाई-फ़ाई शामिल',
    'जिम',
    'लॉन्ड्री रूम',
    'अध्ययन कक्ष',
    'साइकिल स्टोरेज',
    'सिनेमा रूम',
    '24 घंटे कंसीयर्ज',
  ],
  it: [
    'Wi-Fi incluso',
    'Palestra',
    'Lavanderia',
    'Aule studio',
    'Deposito bici',
    'Sala cinema',
    'Portineria 24 ore su 24',
  ],
  ja: [
    'Wi-Fi込み',
    'ジム',
    'ランドリールーム',
    '自習室',
    '駐輪場',
    'シアタールーム',
    '24時間コンシェルジュ',
  ],
  ko: [
    '와이파이 포함',
    '헬스장',
    '세탁실',
    '스터디룸',
    '자전거 보관소',
    '영화 감상실',
    '24시간 컨시어지',
  ],
  pt: [
    'Wi-Fi incluído',
    'Academia',
    'Lavanderia',
    'Salas de estudo',
    'Bicicletário',
    'Sala de cinema',
    'Portaria 24 horas',
  ],
  tr: [
    'Wi-Fi dahil',
    'Spor salonu',
    'Çamaşırhane',
    'Çalışma odaları',
    'Bisiklet park yeri',
    'Sinema odası',
    '24 saat resepsiyon',
  ],
  vi: [
    'Bao gồm Wi-Fi',
    'Phòng gym',
    'Phòng giặt',
    'Phòng học',
    'Chỗ để xe đạp',
    'Phòng chiếu phim',
    'Lễ tân 24 giờ',
  ],
  zh: ['含无线网络', '健身房', '洗衣房', '自习室', '自行车存放处', '影音室', '24小时前台服务'],
};

/** The languages the sandbox answers in: English, and those of `AMENITY_LABELS`. */
export const ANSWER_LANGUAGES = ['en', ...Object.keys(AMENITY_LABELS)];

/** The language a call asks for (`Accept-Language`'s first tag the sandbox speaks), or `en`. */
export function answerLanguage(request: Request): string {
  const tags = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase().split('-')[0] ?? '');
  return tags.find((tag) => ANSWER_LANGUAGES.includes(tag)) ?? 'en';
}

/** The amenities, each with its label in `language`. */
const amenities = (language: string) =>
  AMENITIES.map(
    ([name, english], index) => [name, AMENITY_LABELS[language]?.[index] ?? english] as const,
  );

export const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A small stable number from an id, so each room's made-up details stay the same. */
function hash(text: string) {
  let value = 7;
  for (const char of text) value = (value * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return value;
}

const weeklyPrices = (room: Room) =>
  room.booking_periods.map((period) => Number(period.price_per_week));
const money = (value: number) => value.toFixed(2);

/** A property's address: made up, and the same wherever it is shown. */
function address(property: Property) {
  const city = CITIES[property.city];
  return {
    first_line: `${10 + (hash(property.id) % 80)} ${property.name.split(' ')[0]} Street`,
    second_line: null,
    city: property.city,
    region: city?.region ?? null,
    postcode: `${city?.postcodes ?? ''} ${1 + (hash(property.id) % 9)}AB`.trim(),
    country: property.country,
  };
}

/** The images a property or room shows, served by the sandbox at `/__sandbox/images/`. */
function images(origin: string, id: string, count: number) {
  return Array.from(
    { length: count },
    (_, index) => `${origin}/__sandbox/images/${id}-${index + 1}.svg`,
  );
}

/** A property as the API serves it, its labels in `language` (`answerLanguage`). */
export function publicProperty(property: Property, origin: string, language = 'en') {
  const prices = property.rooms.flatMap(weeklyPrices);
  const city = CITIES[property.city];
  return {
    id: property.id,
    operator_id: property.operator_id,
    name: property.name,
    slug: slug(property.name),
    summary: `Student rooms in ${property.city}, a short walk from campus.`,
    description: `${property.name} has ${property.rooms.length} room types, shared study spaces and staff on site every day.`,
    rich_description: `<p><strong>${property.name}</strong> has ${property.rooms.length} room types.</p>`,
    currency: property.currency,
    location: property.city,
    location_slug: slug(property.city),
    address: address(property),
    coordinates: city
      ? { lat: (city.lat + (hash(property.id) % 50) / 1000).toFixed(5), long: city.long.toFixed(5) }
      : null,
    price_range: prices.length
      ? { min: money(Math.min(...prices)), max: money(Math.max(...prices)) }
      : null,
    images: images(origin, property.id, 2).map((url, number) => ({
      id: `${property.id}-img-${number + 1}`,
      url,
    })),
    amenities: amenities(language)
      .filter((_, number) => (hash(property.id) >> number) % 2 === 0)
      .map(([name, label]) => ({ name, label })),
    offer_amount: null,
    virtual_tours: [],
    rooms: property.rooms.map((room) => ({ id: room.id, name: room.name })),
  };
}

/** A room type as the API serves it, its labels in `language` (`answerLanguage`). */
export function publicRoom(property: Property, room: Room, origin: string, language = 'en') {
  const prices = weeklyPrices(room);
  const seed = hash(room.id);
  const totalBookable = room.booking_periods.reduce(
    (sum, period) => sum + period.maximum_bookings,
    0,
  );
  return {
    id: room.id,
    operator_id: room.operator_id,
    name: room.name,
    summary: `A ${room.name.toLowerCase()} at ${property.name}.`,
    description: `${room.name} at ${property.name}, ${property.city}: furnished, bills included, with a desk and storage.`,
    rich_description: `<p>${room.name}: furnished, <em>bills included</em>.</p>`,
    currency: property.currency,
    price: money(Math.min(...prices)),
    total_price: money(Math.min(...prices) * 51),
    is_estimated_price: false,
    is_available: totalBookable > 0,
    max_rooms_left: totalBookable,
    price_range: { min: money(Math.min(...prices)), max: money(Math.max(...prices)) },
    address: address(property),
    coordinates: publicProperty(property, origin, language).coordinates,
    images: images(origin, room.id, 3).map((url) => ({
      small: url,
      small_plus: url,
      medium: url,
      large: url,
    })),
    amenities: {
      general: amenities(language).map(([name, label], number) => ({
        name,
        label,
        status: (seed >> number) % 3 !== 0,
      })),
    },
    cancellation: { visa_cancellation: seed % 2 === 0, uni_place_cancellation: seed % 3 !== 0 },
    property: {
      id: property.id,
      name: property.name,
      slug: slug(property.name),
      city: property.city,
      country: property.country,
    },
    universities: (UNIVERSITIES[property.city] ?? []).map((name, number) => ({
      name,
      distance: ((seed % 20) / 10 + number * 0.7 + 0.3).toFixed(1),
      walk: String(8 + ((seed + number * 7) % 25)),
      drive: String(3 + ((seed + number) % 10)),
      metric_unit: property.country === 'gb' ? 'mi' : 'km',
    })),
    group_exclusive: { status: false, size: null },
    booking_periods: room.booking_periods.map(({ label: _label, ...period }) => period),
  };
}

/** Every room with its property, in catalogue order. */
export const roomsOf = (catalogue: Catalogue) =>
  catalogue.properties.flatMap((property) => property.rooms.map((room) => ({ property, room })));

/** A placeholder photo: a calm gradient and the place's name, as the demo's images. */
export function placeholderImage(id: string, label: string) {
  const hue = hash(id) % 360;
  const escaped = escapeHtml(label);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 72%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 40% 38%)"/></linearGradient></defs><rect width="640" height="400" fill="url(#g)"/><text x="32" y="368" font-family="system-ui, sans-serif" font-size="28" fill="#fff">${escaped}</text></svg>`;
}
