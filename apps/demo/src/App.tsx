import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { createRoomQueries, useUnistayClient } from '@unistay/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { DEMO_ROUTES, decodeSegment } from './demoRoutes.js';
import { LanguageMenu } from './language.js';
import { linkClick, useLocation } from './navigation.js';

// Each page is its own chunk: a student opening the rooms loads none of the staff table's code.
const RoomsPage = lazy(() =>
  import('./RoomsPage.js').then((module) => ({ default: module.RoomsPage })),
);
const RoomPage = lazy(() =>
  import('./RoomPage.js').then((module) => ({ default: module.RoomPage })),
);
const AskQuestionPage = lazy(() =>
  import('./AskQuestionPage.js').then((module) => ({ default: module.AskQuestionPage })),
);
const EnquiriesPage = lazy(() =>
  import('./EnquiriesPage.js').then((module) => ({ default: module.EnquiriesPage })),
);
const BookingReturnPage = lazy(() =>
  import('./BookingReturnPage.js').then((module) => ({ default: module.BookingReturnPage })),
);
const SandboxPage = lazy(() =>
  import('./SandboxPage.js').then((module) => ({ default: module.SandboxPage })),
);

/**
 * A room's page, its room asked for while the page's code is still loading rather than after, as
 * a router's loader would: the room and its photo are what the student sees first.
 */
function RoomRoute({ roomId }: { roomId: string }) {
  const client = useUnistayClient();
  const queryClient = useQueryClient();
  usePrefetchQuery(createRoomQueries(client, queryClient).detail(roomId));
  return <RoomPage roomId={roomId} />;
}

interface Page {
  path: string;
  label: string;
  title: string;
  render: () => ReactNode;
}

const PAGES: Page[] = [
  { path: '/rooms', label: 'Rooms', title: 'Rooms', render: () => <RoomsPage /> },
  {
    path: '/ask',
    label: 'Ask a question',
    title: 'Ask a question',
    render: () => <AskQuestionPage />,
  },
  { path: '/enquiries', label: 'Enquiries', title: 'Enquiries', render: () => <EnquiriesPage /> },
  { path: '/sandbox', label: 'Sandbox', title: 'Sandbox', render: () => <SandboxPage /> },
];

const ROOM_PATH = /^\/rooms\/([^/]+)$/;

/** The page for a path: one of the menu's, or a room's own (`/rooms/{id}`). */
function pageFor(pathname: string): { page: Page; current: Page } {
  const room = ROOM_PATH.exec(pathname)?.[1];
  const rooms = PAGES[0] as Page;
  if (room) {
    const roomId = decodeSegment(room);
    return {
      page: {
        path: pathname,
        label: 'Room',
        title: 'Room',
        render: () => <RoomRoute roomId={roomId} />,
      },
      current: rooms,
    };
  }
  if (pathname === DEMO_ROUTES.bookingReturn) {
    const page = {
      path: pathname,
      label: 'Booking',
      title: 'Your booking',
      render: () => <BookingReturnPage />,
    };
    return { page, current: rooms };
  }
  const page = PAGES.find((candidate) => candidate.path === pathname) ?? rooms;
  return { page, current: page };
}

export function App() {
  const { pathname } = useLocation();
  const { page, current } = pageFor(pathname);
  document.title = `${page.title} · Unistay demo`;
  return (
    <>
      <a className="demo-skip-link" href="#main">
        Skip to content
      </a>
      <header className="demo-header">
        <a className="demo-brand" href="/rooms" onClick={linkClick('/rooms')}>
          Unistay demo
        </a>
        <nav aria-label="Main">
          <ul>
            {PAGES.map((page) => (
              <li key={page.path}>
                <a
                  href={page.path}
                  onClick={linkClick(page.path)}
                  aria-current={page === current ? 'page' : undefined}
                >
                  {page.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageMenu />
      </header>
      <main id="main" className="demo-main">
        <Suspense fallback={<p role="status">Loading…</p>}>{page.render()}</Suspense>
      </main>
    </>
  );
}
