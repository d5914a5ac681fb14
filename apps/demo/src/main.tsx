import { createPartnerClient } from '@unistay/api-client';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { LanguageProvider, loadLanguage } from './language.js';
import '@unistay/ui/styles.css';
import './demo.css';

// The browser holds no credentials: the demo's server proxies /api and adds them.
const client = createPartnerClient({ baseUrl: '' });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');
const container = root;
// The student's last language, its pack and the demo's words loaded first (none for British
// English).
// The first render is a transition, so React renders it in slices that leave the page free to
// respond, rather than in one long task.
void loadLanguage().then((initial) =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <LanguageProvider client={client} initial={initial}>
          <App />
        </LanguageProvider>
      </StrictMode>,
    ),
  ),
);
