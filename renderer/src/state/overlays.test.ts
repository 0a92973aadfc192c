// The shell's overlays live in one store: each opens and closes on its own, Inspect included.
import { describe, expect, it } from 'vitest';
import { closeInspect, openInspect } from './inspect.ts';
import { closeOverlay, isOpen, openOverlay } from './overlays.ts';

describe('overlays', () => {
  it('open and close one at a time, leaving the others as they are', () => {
    openOverlay('about', true);
    openOverlay('addAccount', { name: 'Shared' });
    openInspect({ endpoints: ['reports'] });
    expect([isOpen('about'), isOpen('addAccount'), isOpen('inspect'), isOpen('palette')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    closeOverlay('about');
    closeInspect();
    expect([isOpen('about'), isOpen('addAccount'), isOpen('inspect')]).toEqual([false, true, false]);
  });
});
