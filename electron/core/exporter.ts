// Exports (charts as PNG/SVG, tables as CSV, events as JSON, reports as PDF): checks what the
// renderer hands over, then the host saves it (a save dialog in Electron, a download on the web).
import { EXPORT_TYPES, MAX_EXPORT_BYTES, type BridgeRequest, type ExportMime } from '../../shared/bridge.ts';

export interface SavedExport {
  filename: string;
  mime: ExportMime;
  bytes: Buffer;
}

const SIGNATURES: Partial<Record<ExportMime, Buffer>> = {
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'application/pdf': Buffer.from('%PDF-'),
};

/** A file name safe on every OS, with the extension its type calls for. */
export function safeFileName(name: string, mime: ExportMime): string {
  const extension = EXPORT_TYPES[mime];
  const base = name
    .replace(/\.[a-z0-9]{1,4}$/i, '')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f<>:"/\\|?*]+/g, '-')
    .replace(/^[.\s-]+|[.\s]+$/g, '')
    .slice(0, 120);
  const reserved = /^(con|prn|aux|nul|com\d|lpt\d)$/i.test(base);
  return `${base && !reserved ? base : 'spyglass-export'}.${extension}`;
}

export function prepareExport(
  request: BridgeRequest<'export.save'>,
): { ok: true; file: SavedExport } | { ok: false; message: string } {
  if ((request.text === undefined) === (request.base64 === undefined))
    return { ok: false, message: 'An export carries either text or base64 data' };
  const bytes =
    request.text !== undefined ? Buffer.from(request.text, 'utf8') : Buffer.from(request.base64 ?? '', 'base64');
  if (bytes.length === 0) return { ok: false, message: 'The export is empty' };
  if (bytes.length > MAX_EXPORT_BYTES) return { ok: false, message: 'The export is larger than 64 MB' };
  const signature = SIGNATURES[request.mime];
  if (signature && !bytes.subarray(0, signature.length).equals(signature))
    return { ok: false, message: `The data is not a ${EXPORT_TYPES[request.mime].toUpperCase()} file` };
  return { ok: true, file: { filename: safeFileName(request.filename, request.mime), mime: request.mime, bytes } };
}
