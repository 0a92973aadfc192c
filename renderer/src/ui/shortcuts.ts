// Keyboard shortcuts: one registry, so the `?` overlay lists exactly what works, and one stack
// of Esc layers, so Esc closes the topmost dialog or panel first.
import { flushSync } from 'react-dom';
import { useEffect, useRef } from 'react';
import { createStore, inMemory } from '../platform/create-store.ts';

export interface Shortcut {
  /** As typed: 'r', '?', 'Shift+ArrowLeft', 'Mod+k' (Mod = Cmd on macOS, Ctrl elsewhere). */
  keys: string;
  description: string;
  /** Heading in the overlay, e.g. 'Global', 'Errors'. */
  group: string;
  /** The shell's key: a view's own use of the same key shadows it while the view is on screen. */
  shell?: boolean;
}

/** Every registration, oldest first. */
const shortcuts = new Map<symbol, Shortcut>();
/** The shortcuts in force, as the overlay lists them. */
const inForce = createStore(inMemory<Shortcut[]>([]));
/** Whether shortcuts of one character key work (WCAG 2.1.4); the shell sets it from the preferences. */
let singleKeysOn = true;
/**
 * For each key, its registration in force: a view's own (`c` copies an event's back-trace) before
 * the shell's (`c` for Compare), and of those the newest. Worked out once a change for every key
 * (a view mounts some forty shortcuts at once: once for each key at each, it cost launches ~5 ms).
 */
let inForceIds = new Map<string, symbol>();
const changed = () => {
  inForceIds = new Map();
  for (const [id, shortcut] of shortcuts) {
    const current = inForceIds.get(shortcut.keys);
    if (!current || !shortcut.shell || shortcuts.get(current)!.shell) inForceIds.set(shortcut.keys, id);
  }
  inForce.set(
    [...shortcuts.entries()]
      .filter(([id, shortcut]) => inForceIds.get(shortcut.keys) === id && (singleKeysOn || !isSingleKey(shortcut.keys)))
      .map(([, shortcut]) => shortcut),
  );
};

/**
 * A shortcut of one character key, with no Ctrl/Cmd or Alt (`r`, `?`, `[`, `Shift+n`): the kind
 * that speech input or a stray key press can set off. Keys such as Escape or the arrows are not.
 */
export function isSingleKey(keys: string): boolean {
  const parts = keys.split('+');
  const key = parts.pop() ?? '';
  return key.length === 1 && !parts.includes('Mod') && !parts.includes('Alt');
}

/** Turns single-key shortcuts on or off: off, they neither work nor show in the overlay. */
export function setSingleKeyShortcuts(on: boolean): void {
  if (on === singleKeysOn) return;
  singleKeysOn = on;
  changed();
}

/** The shortcuts in force now (for the `?` overlay). */
export function useShortcutList(): Shortcut[] {
  return inForce.use();
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Whether a key event is the shortcut `keys`. */
export function matches(event: KeyboardEvent, keys: string): boolean {
  const parts = keys.split('+');
  const key = parts.pop() ?? '';
  const mods = new Set(parts);
  const mod = isMac ? event.metaKey : event.ctrlKey;
  if (mods.has('Mod') !== mod) return false;
  if (mods.has('Alt') !== event.altKey) return false;
  // Shift is implied by characters such as '?', so only checked when named or for letters.
  if (mods.has('Shift') !== event.shiftKey && (mods.has('Shift') || /^[a-z]$/i.test(key))) return false;
  return event.key.toLowerCase() === key.toLowerCase();
}

function typingInField(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  return !!target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * Registers a shortcut while the calling component is mounted. Keys are ignored while the user
 * types in a field or a modal dialog is open (except Mod combinations).
 */
export function useShortcut(shortcut: Shortcut, handler: (event: KeyboardEvent) => void, enabled = true): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const { keys, description, group, shell } = shortcut;
  useEffect(() => {
    if (!enabled) return;
    const id = Symbol(keys);
    shortcuts.set(id, { keys, description, group, ...(shell ? { shell } : {}) });
    changed();
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !matches(event, keys) || inForceIds.get(keys) !== id) return;
      if (!singleKeysOn && isSingleKey(keys)) return;
      if (typingInField(event) && !keys.includes('Mod+')) return;
      // An open modal dialog owns the keyboard: no view switching behind it (Esc closes it).
      if (document.querySelector('[aria-modal="true"]') && !keys.includes('Mod+')) return;
      event.preventDefault();
      // Drawn in the key's own task, as React draws what its own key handlers change: a dialog
      // a shortcut opens is on screen, its field focused, in the next frame.
      flushSync(() => latest.current(event));
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      shortcuts.delete(id);
      changed();
    };
  }, [keys, description, group, shell, enabled]);
}

const escapeLayers: (() => void)[] = [];
if (typeof window !== 'undefined') {
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || escapeLayers.length === 0) return;
    event.preventDefault();
    escapeLayers[escapeLayers.length - 1]?.();
  });
}

/** While `open`, Esc calls `close` — and only for the most recently opened layer. */
export function useEscapeLayer(open: boolean, close: () => void): void {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const layer = () => latest.current();
    escapeLayers.push(layer);
    return () => {
      const index = escapeLayers.lastIndexOf(layer);
      if (index !== -1) escapeLayers.splice(index, 1);
    };
  }, [open]);
}
