// Settings ▸ Watch: how its notifications reach the user, and a test of them. In the desktop app
// they are the system's, shown by the main process; in a browser the page shows them, as the
// browser's notifications once the user allows them, else inside the page. The test goes through
// the same way as a real one (watch.test), so it shows where a real one would show and what it opens.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { bridge, isDesktop } from '../../platform/bridge.ts';
import { showWatchNotification } from '../../state/watch-notifications.ts';
import { notify } from '../../ui/toast.tsx';

type Permission = NotificationPermission | 'unsupported';

const PERMISSION_WORDS: Record<Permission, string> = {
  granted: 'Allowed: alerts show as notifications of this browser, even while Spyglass is in another tab.',
  default: 'Not allowed yet: alerts show inside this page only.',
  denied:
    'Blocked in this browser: alerts show inside this page only. Allow notifications for this address in the browser’s site settings to see them elsewhere.',
  unsupported: 'This browser cannot show notifications: alerts show inside this page only.',
};

const currentPermission = (): Permission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

export function WatchNotices(): ReactNode {
  const client = useQueryClient();
  const [permission, setPermission] = useState(currentPermission);
  const test = async () => {
    const reply = await bridge.call('watch.test', {});
    if (!reply.ok) notify(`The test notification was not sent: ${reply.error.message}`, 'error');
    else if (isDesktop) notify('A test notification was sent: it shows among the system’s notifications.', 'success');
    else showWatchNotification(reply.value.notification, client);
  };
  return (
    <fieldset className="settings-choice">
      <legend>Notifications</legend>
      {isDesktop ? (
        <p className="settings-hint">Alerts show as the system’s notifications; a click opens what they tell of.</p>
      ) : (
        <>
          <p data-testid="notification-permission">{PERMISSION_WORDS[permission]}</p>
          {permission === 'default' ? (
            <button
              type="button"
              onClick={() => void Notification.requestPermission().then(() => setPermission(currentPermission()))}
            >
              Allow notifications
            </button>
          ) : null}
        </>
      )}
      <div className="settings-row">
        <button type="button" onClick={() => void test()}>
          Test notification
        </button>
      </div>
    </fieldset>
  );
}
