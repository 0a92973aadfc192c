// Saving exports (charts, tables, events) through the bridge: a save dialog in Electron, a
// download in the browser host. Every export goes through the privileged side's checks.
import type { ExportMime } from '../../../shared/bridge.ts';
import { bridge } from './bridge.ts';

export type SaveOutcome = { ok: true; message: string } | { ok: false; message: string };

export interface ExportFile {
  filename: string;
  mime: ExportMime;
  /** Text formats (CSV, SVG, JSON). */
  text?: string;
  /** Binary formats (PNG, PDF). */
  bytes?: Uint8Array;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export async function saveExport(file: ExportFile): Promise<SaveOutcome> {
  const reply = await bridge.call('export.save', {
    filename: file.filename,
    mime: file.mime,
    ...(file.text !== undefined ? { text: file.text } : { base64: toBase64(file.bytes ?? new Uint8Array()) }),
  });
  if (!reply.ok) return { ok: false, message: reply.error.message };
  const { saved, path, downloadUrl } = reply.value;
  if (downloadUrl) {
    const link = document.createElement('a');
    link.href = downloadUrl;
    link.download = '';
    document.body.append(link);
    link.click();
    link.remove();
    return { ok: true, message: `Downloading ${file.filename}` };
  }
  return saved ? { ok: true, message: path ? `Saved to ${path}` : 'Saved' } : { ok: false, message: 'Not saved' };
}
