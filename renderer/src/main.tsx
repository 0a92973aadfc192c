import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { accountsQuery } from './app/accounts.ts';
import { applyTheme, preferencesQuery } from './app/preferences.ts';
import { currentRoute } from './app/route.ts';
import { findView } from './app/views.ts';
import './styles.css';

// Retries and offline fallback happen once, in the gateway; the renderer asks once per change.
const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

// The theme remembered from the last launch, before the first paint (no flash of the wrong colours).
applyTheme();
// What the first screen needs is asked for at once, side by side, before React first renders.
findView(currentRoute().segments[0]).preload();
void client.prefetchQuery(accountsQuery);
void client.prefetchQuery(preferencesQuery);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={client}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
