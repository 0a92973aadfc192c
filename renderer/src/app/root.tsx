// React's half of the launch: mounts the shell on the query client that main.tsx has already
// set asking for data. Its own chunk, so React DOM is evaluated while those answers travel.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { FaultBoundary } from '../ui/fault-boundary.tsx';
import { App } from './app.tsx';
import { raiseCurtain } from './launch-curtain.ts';
import { keepLastScreen } from './last-screen.ts';

/** Mounts the app in `root`, over what index.html shows there (the splash, or the last screen). */
export function mount(client: QueryClient, root: HTMLElement): void {
  const curtain = raiseCurtain(root, client, (container) => keepLastScreen(client, container));
  createRoot(curtain.container).render(
    <StrictMode>
      <QueryClientProvider client={client}>
        {/* The last line: a fault the shell itself cannot draw past still leaves a way on. */}
        <FaultBoundary what="The window" reloadLabel="Reload the window" onReload={() => location.reload()}>
          <App />
        </FaultBoundary>
        <FirstCommit onCommit={curtain.firstCommit} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

/**
 * React's first commit (its layout effects run after the shell's, before that frame is painted):
 * the curtain hands over from what index.html showed, and `npm run bench`'s launch split marks it.
 */
function FirstCommit({ onCommit }: { onCommit: () => void }): ReactNode {
  useLayoutEffect(() => {
    performance.mark('spyglass:first-commit');
    onCommit();
  }, [onCommit]);
  return null;
}
