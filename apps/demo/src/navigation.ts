import { useEffect, useState } from 'react';

/** Moves to a page of the demo without reloading it, so the query cache carries over. */
export function navigate(path: string) {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

const readLocation = () => ({ pathname: window.location.pathname, search: window.location.search });

/** The current path and query, kept in step with the history. */
export function useLocation() {
  const [location, setLocation] = useState(readLocation);
  useEffect(() => {
    const update = () => setLocation(readLocation());
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, []);
  return location;
}

/** Same-page navigation for a plain link; modified clicks (new tab, and so on) are left alone. */
export function linkClick(path: string) {
  return (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(path);
  };
}
