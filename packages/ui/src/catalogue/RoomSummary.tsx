'use client';
import type { Room } from '@unistay/api-client';
import { analyticsRoom } from '@unistay/react/analytics';
import { useTrackOnce } from '@unistay/react/internal';
import { version } from 'react';
import { type ClassNames, partClassName } from '../form/parts.js';
import { IsolatedParts } from '../i18n/IsolatedParts.js';
import { useLanguage, useTranslate } from '../i18n/messages.js';
import { distanceText, listOf } from '../i18n/textFormats.js';
import { type CatalogueMessages, catalogueMessages } from './catalogueMessages.js';
import { weeklyPrice } from './periodText.js';
import { roomPhotoUrls } from './roomPhotos.js';

/**
 * `fetchpriority="high"`: React 19 knows it as `fetchPriority`; React 18 warns of that and passes
 * on an attribute it does not know only written in lowercase.
 */
const HIGH_PRIORITY = (
  Number.parseInt(version, 10) >= 19 ? { fetchPriority: 'high' } : { fetchpriority: 'high' }
) as { fetchPriority?: 'high' };

/**
 * What `RoomSummary` takes: a room type as the catalogue gives it (`rooms.get`, or an item of
 * `rooms.list`), and how to show it.
 */
export interface RoomSummaryProps {
  room: Room;
  /** The BCP 47 tag dates and prices are formatted in. Default: the provider's. */
  locale?: string;
  /** The level of the room's heading: 1 where the summary is the page's subject. Default 2. */
  headingLevel?: 1 | 2 | 3 | 4;
  /** How many photos to show. Default 3. */
  photos?: number;
  messages?: CatalogueMessages;
  classNames?: ClassNames;
  unstyled?: boolean;
}

/**
 * What a student needs to decide on a room: its name and property, the address, the weekly price,
 * photos, whether it is available, cancellation terms and the universities nearby. Anything the
 * API leaves out is left out here. The operator's HTML (`rich_description`) is never injected: the
 * plain `description` is shown as text. Shown, it reports `room_viewed` to the provider's
 * analytics, once a room.
 */
export function RoomSummary({
  room,
  locale: ownLocale,
  headingLevel = 2,
  photos = 3,
  messages,
  classNames,
  unstyled,
}: RoomSummaryProps) {
  const t = useTranslate(messages, catalogueMessages);
  const { locale, attributes } = useLanguage(ownLocale);
  // Once a room: not again for the same room in another language.
  useTrackOnce(room.id, () => ({ name: 'room_viewed', room: analyticsRoom(room) }));
  const part = (which: Parameters<typeof partClassName>[0]) =>
    partClassName(which, classNames, unstyled);
  const Heading = `h${headingLevel}` as const;
  const name = room.name ?? room.id;
  const address = room.address
    ? [room.address.first_line, room.address.second_line, room.address.city, room.address.postcode]
    : [];
  const price = weeklyPrice(room.price ?? room.price_range?.min, room.currency, locale, t);
  const images = roomPhotoUrls(room, photos);
  const left = roomsLeft(room.max_rooms_left);
  const availability =
    room.is_available === false
      ? t('fullyBooked')
      : left !== null
        ? t('availableRoomsLeft', { count: left })
        : room.is_available
          ? t('available')
          : null;
  const cancellation = [
    room.cancellation?.visa_cancellation && t('visaCancellation'),
    room.cancellation?.uni_place_cancellation && t('uniPlaceCancellation'),
  ].filter((term): term is string => Boolean(term));

  return (
    <article
      {...attributes}
      className={part('root')}
      data-state={room.is_available === false ? 'unavailable' : 'available'}
    >
      {/* The operator's names, address and description are theirs: no translator rewrites them. */}
      <Heading className={part('stepHeading')} translate="no">
        <bdi>{name}</bdi>
        {room.property?.name && (
          <>
            {' · '}
            <bdi>{room.property.name}</bdi>
          </>
        )}
      </Heading>
      {address.some(Boolean) && (
        <p className={part('muted')} translate="no">
          <IsolatedParts parts={address} separator={t('listSeparator')} />
        </p>
      )}
      {images.length > 0 && (
        <ul className={part('gallery')}>
          {images.map((url, index) => (
            <li key={url}>
              <img
                src={url}
                alt={t('photoOf', { number: index + 1, name })}
                // The first photo is often the page's largest paint: load it at once, before the
                // page's other images.
                loading={index === 0 ? 'eager' : 'lazy'}
                {...(index === 0 ? HIGH_PRIORITY : undefined)}
                width={320}
                height={200}
              />
            </li>
          ))}
        </ul>
      )}
      <dl className={part('facts')}>
        {price && (
          <>
            <dt>{t('price')}</dt>
            <dd className={part('price')}>{price}</dd>
          </>
        )}
        {availability && (
          <>
            <dt>{t('availability')}</dt>
            <dd>{availability}</dd>
          </>
        )}
        <dt>{t('cancellation')}</dt>
        <dd>
          {cancellation.length === 0 ? (
            t('noCancellation')
          ) : cancellation.length === 1 ? (
            cancellation[0]
          ) : (
            // Whole phrases, one a line: joined into one sentence they repeat themselves, and a
            // capital lands after "and".
            <ul>
              {cancellation.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          )}
        </dd>
        {room.universities && room.universities.length > 0 && (
          <>
            <dt>{t('nearby')}</dt>
            <dd>
              {listOf(
                room.universities.map((university) =>
                  t('distanceTo', {
                    name: university.name ?? '',
                    distance: distanceText(
                      university.distance ?? '',
                      university.metric_unit ?? '',
                      locale,
                    ),
                  }),
                ),
                locale,
              )}
            </dd>
          </>
        )}
      </dl>
      {room.description && (
        <p className={part('message')} translate="no">
          {room.description}
        </p>
      )}
    </article>
  );
}

/**
 * How many rooms are left, where the count means something: a whole number from 1 (the API may
 * send it as a string of digits, "16" or "16.00"). 0, a negative, a fraction or anything else says nothing, so a room the
 * API has not marked unavailable never reads "Available, 0 rooms left".
 */
function roomsLeft(count: number | string | null | undefined): number | null {
  const left =
    typeof count === 'string' && /^\s*\d+(\.0+)?\s*$/.test(count) ? Number(count) : count;
  return typeof left === 'number' && Number.isSafeInteger(left) && left >= 1 ? left : null;
}
