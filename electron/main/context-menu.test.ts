import { describe, expect, it, vi } from 'vitest';
import { contextMenuTemplate } from './context-menu.ts';

vi.mock('electron', () => import('./testing/fake-electron.ts'));

const flags = {
  canCut: false,
  canCopy: false,
  canPaste: false,
  canUndo: false,
  canRedo: false,
  canDelete: false,
  canSelectAll: true,
  canEditRichly: false,
};

describe('the context menu', () => {
  it('offers Copy for a selection, Copy Link on a link, and Select all', () => {
    const copied: string[] = [];
    const items = contextMenuTemplate(
      {
        selectionText: 'TypeError: x is null',
        linkURL: 'https://tracker.example.com/42',
        isEditable: false,
        editFlags: flags,
      },
      (text) => copied.push(text),
    );
    expect(items.map((item) => item.role ?? item.label ?? item.type)).toEqual([
      'copy',
      'Copy Link',
      'separator',
      'selectAll',
    ]);
    expect(items[0]!.enabled).toBe(true);
    (items[1]!.click as () => void)();
    expect(copied).toEqual(['https://tracker.example.com/42']);
  });

  it('greys Copy out with nothing selected, offers cut and paste in a field, and no Copy Link for other schemes', () => {
    const plain = contextMenuTemplate({ selectionText: '', linkURL: '', isEditable: false, editFlags: flags }, vi.fn());
    expect(plain.map((item) => item.role ?? item.label ?? item.type)).toEqual(['copy', 'separator', 'selectAll']);
    expect(plain[0]!.enabled).toBe(false);
    const field = contextMenuTemplate(
      {
        selectionText: 'abc',
        linkURL: 'javascript:alert(1)',
        isEditable: true,
        editFlags: { ...flags, canCut: true, canPaste: true },
      },
      vi.fn(),
    );
    expect(field.map((item) => item.role ?? item.label ?? item.type)).toEqual([
      'cut',
      'copy',
      'paste',
      'separator',
      'selectAll',
    ]);
  });
});
