import { EnquiriesPage } from './EnquiriesPage.js';

const PAGES = [{ path: '/enquiries', label: 'Enquiries', render: () => <EnquiriesPage /> }];

export function App() {
  const current = PAGES.find((page) => page.path === window.location.pathname) ?? PAGES[0];
  return (
    <>
      <header className="demo-header">
        <a className="demo-brand" href="/">
          Unistay demo
        </a>
        <nav aria-label="Main">
          <ul>
            {PAGES.map((page) => (
              <li key={page.path}>
                <a href={page.path} aria-current={page === current ? 'page' : undefined}>
                  {page.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="demo-main">{current?.render()}</main>
    </>
  );
}
