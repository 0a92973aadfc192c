// Right-click in the window: Copy (what is selected), Copy link (a link's address), Select all:
// what a user expects of any desktop window. The roles do the work, on the focused page.
import { clipboard, Menu, type BrowserWindow, type ContextMenuParams, type MenuItemConstructorOptions } from 'electron';

export function contextMenuTemplate(
  params: Pick<ContextMenuParams, 'selectionText' | 'linkURL' | 'isEditable' | 'editFlags'>,
  copyText: (text: string) => void,
): MenuItemConstructorOptions[] {
  const items: MenuItemConstructorOptions[] = [];
  if (params.isEditable) items.push({ role: 'cut', enabled: params.editFlags.canCut });
  items.push({ role: 'copy', enabled: params.selectionText.trim() !== '' || params.editFlags.canCopy });
  if (params.isEditable) items.push({ role: 'paste', enabled: params.editFlags.canPaste });
  // Only the app's own links (in-app routes) and the service's http(s) addresses are worth copying.
  if (/^(https?:|app:|#)/.test(params.linkURL))
    items.push({ label: 'Copy Link', click: () => copyText(params.linkURL) });
  items.push({ type: 'separator' }, { role: 'selectAll' });
  return items;
}

export function attachContextMenu(window: BrowserWindow): void {
  window.webContents.on('context-menu', (_event, params) => {
    Menu.buildFromTemplate(
      contextMenuTemplate(params, (text) => {
        void clipboard.writeText(text);
      }),
    ).popup({ window });
  });
}
