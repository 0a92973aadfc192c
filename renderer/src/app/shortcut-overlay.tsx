// The `?` overlay: every shortcut in force now, by group, straight from the registry.
import type { ReactNode } from 'react';
import { Dialog } from '../ui/dialog.tsx';
import { useShortcutList, type Shortcut } from '../ui/shortcuts.ts';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const ALWAYS: Shortcut = { keys: 'Escape', description: 'Close the top dialog, menu or panel', group: 'Global' };
const GROUP_ORDER = ['Global', 'Time window', 'Views'];

function keyParts(keys: string): string[] {
  return keys.split('+').map((part) => (part === 'Mod' ? (isMac ? '⌘' : 'Ctrl') : part === 'Escape' ? 'Esc' : part));
}

export function ShortcutOverlay({ open, onClose }: { open: boolean; onClose: () => void }): ReactNode {
  const list = useShortcutList();
  const groups = new Map<string, Shortcut[]>();
  for (const shortcut of [...list, ALWAYS]) {
    const group = groups.get(shortcut.group) ?? [];
    if (!group.some((s) => s.keys === shortcut.keys)) group.push(shortcut);
    groups.set(shortcut.group, group);
  }
  const ordered = [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b));
  return (
    <Dialog open={open} onClose={onClose} title="Keyboard shortcuts" className="shortcut-dialog">
      <div className="shortcut-groups">
        {ordered.map(([group, shortcuts]) => (
          <section key={group} className="shortcut-group" aria-labelledby={`shortcuts-${group}`}>
            <h3 id={`shortcuts-${group}`} className="section-title">
              {group}
            </h3>
            <dl>
              {shortcuts.map((shortcut) => (
                <div key={shortcut.keys} className="shortcut-row">
                  <dt>
                    {keyParts(shortcut.keys).map((part) => (
                      <kbd key={part}>{part}</kbd>
                    ))}
                  </dt>
                  <dd>{shortcut.description}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <p className="field-hint">Keys are ignored while you type in a field.</p>
    </Dialog>
  );
}

function rank(group: string): number {
  const index = GROUP_ORDER.indexOf(group);
  return index === -1 ? GROUP_ORDER.length : index;
}
