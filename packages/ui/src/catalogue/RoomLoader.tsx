'use client';
import type { Room } from '@unistay/api-client';
import { useRoom } from '@unistay/react';
import type { ReactNode } from 'react';
import { type ClassNames, partClassName } from '../form/parts.js';
import { useLanguage, useTranslate } from '../i18n/messages.js';
import { type CatalogueMessages, catalogueMessages } from './catalogueMessages.js';

/**
 * Loads a room for a part that was given only its id, with a status while it loads, an alert with
 * "Try again" when it fails, and a notice when the room cannot be booked; then renders `children`
 * with it.
 */
export function RoomLoader({
  roomId,
  children,
  messages,
  classNames,
  unstyled,
  showUnavailable = false,
}: {
  roomId: string;
  children: (room: Room) => ReactNode;
  /** A part that shows a room whatever its availability (a summary) takes a fully booked one too. */
  showUnavailable?: boolean;
  messages?: CatalogueMessages;
  classNames?: ClassNames;
  unstyled?: boolean;
}) {
  const t = useTranslate(messages, catalogueMessages);
  const { attributes } = useLanguage();
  const room = useRoom(roomId);
  const part = (which: Parameters<typeof partClassName>[0]) =>
    partClassName(which, classNames, unstyled);
  if (room.isPending) {
    return (
      <p {...attributes} role="status" className={part('muted')}>
        {t('roomLoading')}
      </p>
    );
  }
  if (room.isError) {
    return (
      <div {...attributes} role="alert" className={part('notice')}>
        <p>{room.error.kind === 'not_found' ? t('roomNotFound') : t('roomLoadFailed')}</p>
        {room.error.kind !== 'not_found' && (
          <button
            type="button"
            className={part('secondaryButton')}
            onClick={() => void room.refetch()}
          >
            {t('tryAgain')}
          </button>
        )}
      </div>
    );
  }
  if (room.data.is_available === false && !showUnavailable) {
    return (
      <p {...attributes} className={part('notice')}>
        {t('roomUnavailable')}
      </p>
    );
  }
  return children(room.data);
}
