import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { clientConfigQueryOptions } from './lib/client-config';
import { queryClient } from './lib/query-client';
import './app/global.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');

// Read while the first screen loads: the calendar rules need the business time zone it carries.
void queryClient.prefetchQuery(clientConfigQueryOptions());

createRoot(rootElement).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
