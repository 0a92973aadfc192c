// A page that holds a browser host's launch secret where a tab the host launched keeps it, so
// that its first load can be any route: a launch with no route opens a first screen of its own
// (the Projects home) and sends that screen's requests. Only on that host's origin, and a secret
// the tab holds already (a newer launch's, taken from its address) is kept.
import type { Page } from '@playwright/test';
import { SECRET_STORAGE_KEY } from '../shared/bridge/socket.ts';

export async function holdSecret(page: Page, host: { url: string; secret: string }): Promise<void> {
  await page.addInitScript(
    ([key, origin, secret]) => {
      if (location.origin === origin && !sessionStorage.getItem(key)) sessionStorage.setItem(key, secret);
    },
    [SECRET_STORAGE_KEY, new URL(host.url).origin, host.secret] as const,
  );
}
