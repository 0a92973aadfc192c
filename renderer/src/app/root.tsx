// React's half of the launch: mounts the shell on the query client that main.tsx has already
// set asking for data. Its own chunk, so React DOM is evaluated while those answers travel.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { FaultBoundary } from '../ui/fault-boundary.tsx';
import { App } from './app.tsx';

export function mount(client: QueryClient, container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={client}>
        {/* The last line: a fault the shell itself cannot draw past still leaves a way on. */}
        <FaultBoundary what="The window" reloadLabel="Reload the window" onReload={() => location.reload()}>
          <App />
        </FaultBoundary>
        <FirstCommit />
      </QueryClientProvider>
    </StrictMode>,
  );
}

/** Marks React's first commit (its layout effects run after the shell's), for `npm run bench`'s launch split. */
function FirstCommit(): ReactNode {
  useLayoutEffect(() => {
    performance.mark('spyglass:first-commit');
  }, []);
  return null;
}
