// Light, dark, or whatever the OS says: applied at once, saved with the preferences.
import type { ReactNode } from 'react';
import type { Preferences } from '../../../shared/preferences.ts';
import { MenuButton } from '../ui/menu.tsx';
import { Icon } from './icons.tsx';
import { usePreferences, useSetPreferences } from '../state/preferences.ts';

const THEMES: { value: Preferences['theme']; label: string; icon: string }[] = [
  { value: 'system', label: 'Same as the system', icon: 'system' },
  { value: 'light', label: 'Light', icon: 'sun' },
  { value: 'dark', label: 'Dark', icon: 'moon' },
];

export function ThemeMenu({ withLabel }: { withLabel: boolean }): ReactNode {
  const theme = usePreferences().theme;
  const setPreferences = useSetPreferences();
  const current = THEMES.find((t) => t.value === theme) ?? THEMES[0]!;
  // The name holds the words shown on the button, so speech input can say what it sees.
  const shown = theme === 'system' ? 'System' : current.label;
  return (
    <MenuButton
      label="Theme"
      buttonLabel={`Theme: ${shown}`}
      buttonClassName="sidebar-button"
      placement="above"
      title={withLabel ? undefined : `Theme: ${current.label}`}
      button={
        <>
          <Icon name={current.icon} />
          <span className="nav-label">Theme</span> <span className="theme-current">{shown}</span>
        </>
      }
      groups={[
        {
          id: 'theme',
          label: 'Theme',
          items: THEMES.map((t) => ({
            id: t.value,
            label: t.label,
            checked: t.value === theme,
            onSelect: () => void setPreferences({ theme: t.value }),
          })),
        },
      ]}
    />
  );
}
