import type { Room } from '@unistay/api-client';
import { roomAndPropertyName } from './roomName.js';

/** What `roomMetadata` takes: the page's address and language. */
export interface RoomMetadataOptions {
  /** The room page's own address, absolute: its canonical address and Open Graph `url`. */
  url: string;
  /** The language the page is in, a BCP 47 tag (`pt-BR`): Open Graph's `locale` (`pt_BR`). */
  locale?: string | undefined;
}

/**
 * A room page's title, description and Open Graph card, in the shape Next.js's `generateMetadata`
 * returns (and any framework's head can read): the room's and property's names as the title, the
 * operator's summary as the description, cut at a word to fit a search result, and the first
 * photo with its `alt`. Words come from the API, in the language it was asked in.
 */
export interface RoomMetadata {
  title: string;
  description?: string;
  alternates: { canonical: string };
  openGraph: {
    type: 'website';
    url: string;
    title: string;
    description?: string;
    locale?: string;
    images?: { url: string; alt?: string }[];
  };
}

/** Search results show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

/**
 * The title, description and Open Graph card of a room's page, from the room.
 *
 * @example
 * // app/rooms/[id]/page.tsx
 * export async function generateMetadata({ params }) {
 *   const room = await queryClient.fetchQuery(rooms.detail((await params).id));
 *   return roomMetadata(room, { url: `https://example.com/rooms/${room.id}`, locale });
 * }
 */
export function roomMetadata(room: Room, options: RoomMetadataOptions): RoomMetadata {
  const title = roomAndPropertyName(room) || room.property?.city || room.id;
  const description = shorten(room.summary ?? room.description ?? undefined);
  const image = room.images?.find((each) => each.large ?? each.medium);
  const imageUrl = image?.large ?? image?.medium ?? undefined;
  return {
    title,
    ...(description && { description }),
    alternates: { canonical: options.url },
    openGraph: {
      type: 'website',
      url: options.url,
      title,
      ...(description && { description }),
      ...(options.locale && { locale: options.locale.replace('-', '_') }),
      ...(imageUrl && { images: [{ url: imageUrl, ...(image?.alt && { alt: image.alt }) }] }),
    },
  };
}

/** Text on one line, cut at the last word that fits, with an ellipsis when cut. */
function shorten(text: string | undefined): string | undefined {
  const line = text?.replace(/\s+/g, ' ').trim();
  if (!line) return undefined;
  if (line.length <= DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_LENGTH - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > DESCRIPTION_LENGTH / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
