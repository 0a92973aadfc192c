// External links (tracker URLs come from API data) go through the privileged side's check; the
// desktop app opens them in the system browser, the browser host lets this page open them.
import { bridge } from './bridge.ts';

export async function openLink(url: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const reply = await bridge.call('link.open', { url });
  if (!reply.ok) return { ok: false, message: reply.error.message };
  if (!reply.value.opened) window.open(reply.value.url, '_blank', 'noopener,noreferrer');
  return { ok: true };
}
