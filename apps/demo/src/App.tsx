import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { PartnerApiError } from '@unistay/api-client';
import { useUnistay } from '@unistay/react';
import { createRoomQueries } from '@unistay/react/queries';
import { roomPhotoUrls } from '@unistay/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { ConsentBanner } from './ConsentBanner.js';
import { DEMO_ROUTES, decodeSegment, ROOM_PAGE_PATH } from './demoRoutes.js';
import { LoadablePart, lazyPart } from './LoadablePart.js';
import { LanguageMenu, useDemoWords } from './language.js';
import { linkClick, useLocation } from './navigation.js';
import { cardPhoto, roomsPageParams } from './roomsQuery.js';
import type { WordKey } from './words/en-GB.js';

// Each page is its own chunk: a student opening the rooms loads none of the staff table's code.
const RoomsPage = lazyPart(() => import('./RoomsPage.js').then((module) => module.RoomsPage));
const RoomPage = lazyPart(() => import('./RoomPage.js').then((module) => module.RoomPage));
const AskQuestionPage = lazyPart(() =>
  import('./AskQuestionPage.js').then((module) => module.AskQuestionPage),
);
const EnquiriesPage = lazyPart(() =>
  import('./EnquiriesPage.js').then((module) => module.EnquiriesPage),
);
const BookingReturnPage = lazyPart(() =>
  import('./BookingReturnPage.js').then((module) => module.BookingReturnPage),
);
const SandboxPage = lazyPart(() => import('./SandboxPage.js').then((module) => module.SandboxPage));

/**
 * Asks for a page's data while the page's code is still loading rather than after, as a router's
 * loader would, and preloads the photo `photoOf` picks from it as soon as it is here: the photo is
 * the page's largest paint. Once, as the route first renders (its page's own hooks fetch what a
 * later change asks for, their code by then here), and during render, since a first render that
 * waits for the page's code commits (and runs effects) only once that code is here.
 */
function usePageData<Data>(
  options: FetchQueryOptions<Data, PartnerApiError, Data, QueryKey>,
  photoOf: (data: Data) => string | undefined,
) {
  const queryClient = useQueryClient();
  useState(() =>
    queryClient
      .fetchQuery(options)
      .then((data) => {
        const photo = photoOf(data);
        if (photo) preload(photo, { as: 'image', fetchPriority: 'high' });
      })
      // The page's own query shows the failure, and tries again.
      .catch(() => {}),
  );
}

/** A room's page, its room (keyed as the page's hooks key it) asked for before its code is here. */
function RoomRoute({ roomId }: { roomId: string }) {
  const { client, queryScope } = useUnistay();
  const queryClient = useQueryClient();
  usePageData(
    createRoomQueries({ client, queryClient, ...queryScope }).detail(roomId),
    (room) => roomPhotoUrls(room, 1)[0],
  );
  return <RoomPage roomId={roomId} />;
}

/** The rooms page, its page of rooms asked for before its code is here. */
function RoomsRoute() {
  const { search } = useLocation();
  const { client, queryScope } = useUnistay();
  const queryClient = useQueryClient();
  usePageData(
    createRoomQueries({ client, queryClient, ...queryScope }).list(roomsPageParams(search)),
    (rooms) => (rooms.items[0] ? cardPhoto(rooms.items[0]) : undefined),
  );
  return <RoomsPage />;
}

interface Page {
  path: string;
  /** Its name, in the menu and as its title. */
  name: WordKey;
  render: () => ReactNode;
}

const PAGES: Page[] = [
  { path: '/rooms', name: 'pageRooms', render: () => <RoomsRoute /> },
  { path: '/ask', name: 'pageAsk', render: () => <AskQuestionPage /> },
  { path: '/enquiries', name: 'pageEnquiries', render: () => <EnquiriesPage /> },
  { path: '/sandbox', name: 'pageSandbox', render: () => <SandboxPage /> },
];

/** The page for a path: one of the menu's, or a room's own (`/rooms/{id}`). */
function pageFor(pathname: string): { page: Page; current: Page } {
  const room = ROOM_PAGE_PATH.exec(pathname)?.[1];
  const rooms = PAGES[0] as Page;
  if (room) {
    const roomId = decodeSegment(room);
    return {
      page: { path: pathname, name: 'pageRoom', render: () => <RoomRoute roomId={roomId} /> },
      current: rooms,
    };
  }
  if (pathname === DEMO_ROUTES.bookingReturn) {
    const page: Page = { path: pathname, name: 'pageBooking', render: () => <BookingReturnPage /> };
    return { page, current: rooms };
  }
  const page = PAGES.find((candidate) => candidate.path === pathname) ?? rooms;
  return { page, current: page };
}

export function App() {
  const { pathname } = useLocation();
  const { page, current } = pageFor(pathname);
  const { t } = useDemoWords();
  const title = t('documentTitle', { page: t(page.name) });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <a className="demo-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="demo-header">
        <a className="demo-brand" href="/rooms" onClick={linkClick('/rooms')}>
          {t('brand')}
        </a>
        <nav aria-label={t('mainNavigation')}>
          <ul>
            {PAGES.map((page) => (
              <li key={page.path}>
                <a
                  href={page.path}
                  onClick={linkClick(page.path)}
                  aria-current={page === current ? 'page' : undefined}
                >
                  {t(page.name)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageMenu />
      </header>
      <main id="main" className="demo-main">
        <LoadablePart resetWith={page.path}>{page.render()}</LoadablePart>
      </main>
      <ConsentBanner />
    </>
  );
}
