import { describe, expect, it } from 'vitest';
import type { MenuCommand } from '../../shared/menu-command.ts';
import { createDeepLinkInbox, deepLinkIn, routeOfLink } from './deep-links.ts';

const LINK =
  'spyglass://open/errors/7%3Aabc?account=a1&accountName=Prod&baseUrl=https%3A%2F%2Fapi.example.com&project=p1&w=1d&cmp=previous';

describe('deep links', () => {
  it("finds the link among a second launch's arguments (Windows and Linux)", () => {
    expect(deepLinkIn(['/opt/Spyglass/spyglass', '--no-sandbox', LINK])).toBe(LINK);
    expect(deepLinkIn(['C:\\Spyglass.exe', 'SPYGLASS://open/overview'])).toBe('SPYGLASS://open/overview');
    expect(deepLinkIn(['/opt/Spyglass/spyglass', '--flag'])).toBeNull();
  });

  it('turns a link into the route it opens, or the reason it is refused', () => {
    expect(routeOfLink(LINK)).toEqual({
      ok: true,
      route:
        '/errors/7%3Aabc?account=a1&accountName=Prod&baseUrl=https%3A%2F%2Fapi.example.com&project=p1&w=1d&cmp=previous',
    });
    expect(
      routeOfLink(
        'spyglass://open/overview?account=a1&accountName=P&baseUrl=https%3A%2F%2Fa.b&project=p1&apiKey=secret',
      ),
    ).toEqual({ ok: false, reason: 'The link has a field Spyglass does not know: "apiKey"' });
  });

  it('holds links until the window has loaded, then delivers them in order', () => {
    const sent: MenuCommand[] = [];
    const inbox = createDeepLinkInbox((command) => sent.push(command));
    inbox.receive(LINK); // macOS: open-url before the app is ready
    inbox.receive('spyglass://open/billing');
    expect(sent).toEqual([]);
    inbox.windowReady();
    expect(sent.map((c) => c.command)).toEqual(['open-link', 'link-refused']);
    expect(sent[1]).toEqual({ command: 'link-refused', reason: 'Spyglass has no view "billing"' });
    inbox.receive(LINK);
    expect(sent).toHaveLength(3);
    inbox.windowGone();
    inbox.receive(LINK);
    expect(sent).toHaveLength(3);
    inbox.windowReady();
    expect(sent).toHaveLength(4);
  });

  it('says whether the launch opens a link: the home is asked for ahead only when it does not', () => {
    const inbox = createDeepLinkInbox(() => undefined);
    inbox.deliver({ command: 'open-inbox' });
    expect(inbox.opensLink()).toBe(false);
    inbox.receive(LINK);
    expect(inbox.opensLink()).toBe(true);
    inbox.windowReady();
    expect(inbox.opensLink()).toBe(false);
  });

  it('holds any other command for the page the same way, in order with the links', () => {
    const sent: MenuCommand[] = [];
    const inbox = createDeepLinkInbox((command) => sent.push(command));
    inbox.deliver({ command: 'open-inbox' });
    inbox.receive(LINK);
    expect(sent).toEqual([]);
    inbox.windowReady();
    expect(sent.map((c) => c.command)).toEqual(['open-inbox', 'open-link']);
    inbox.deliver({ command: 'open-inbox' });
    expect(sent).toHaveLength(3);
  });
});
