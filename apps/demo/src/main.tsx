import { createPartnerClient } from '@unistay/api-client';
import { UnistayProvider } from '@unistay/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import '@unistay/ui/styles.css';
import './demo.css';

// The browser holds no credentials: the demo's server proxies /api and adds them.
const client = createPartnerClient({ baseUrl: '' });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');
createRoot(root).render(
  <StrictMode>
    <UnistayProvider client={client}>
      <App />
    </UnistayProvider>
  </StrictMode>,
);
