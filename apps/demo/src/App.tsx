import type { ReactNode } from 'react';
import { AskQuestionPage } from './AskQuestionPage.js';
import { EnquiriesPage } from './EnquiriesPage.js';
import { linkClick, useLocation } from './navigation.js';
import { RoomsPage } from './RoomsPage.js';
import { SandboxPage } from './SandboxPage.js';

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

export function App() {
  const { pathname } = useLocation();
  const current = PAGES.find((page) => page.path === pathname) ?? (PAGES[0] as Page);
  document.title = `${current.title} · Unistay demo`;
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
      </header>
      <main id="main" className="demo-main">
        {current.render()}
      </main>
    </>
  );
}
