// Hands an export to the user: the system's save dialog, in the downloads folder, typed by the file's kind.
import { app, dialog, type BrowserWindow } from 'electron';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EXPORT_TYPES, type BridgeValue } from '../../shared/bridge.ts';
import type { SavedExport } from '../core/exporter.ts';

export async function saveWithDialog(
  window: BrowserWindow | null,
  { filename, mime, bytes }: SavedExport,
): Promise<BridgeValue<'export.save'>> {
  const extension = EXPORT_TYPES[mime];
  const options = {
    defaultPath: join(app.getPath('downloads'), filename),
    filters: [{ name: extension.toUpperCase(), extensions: [extension] }],
  };
  const choice = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
  if (choice.canceled || !choice.filePath) return { saved: false };
  await writeFile(choice.filePath, bytes);
  return { saved: true, path: choice.filePath };
}
