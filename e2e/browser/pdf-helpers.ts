// Reading an exported PDF in a journey: each page's text (pdfjs-dist, no poppler needed), and a
// page drawn to a PNG to look at (pdfjs-dist's canvas under Node, @napi-rs/canvas).
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfPages as pageTexts } from '../../renderer/src/testing/pdf-text.ts';

// The standard 14 fonts' data, for a PDF (Chromium's print) that uses them without embedding.
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
const open = (bytes: Uint8Array) => getDocument({ data: new Uint8Array(bytes), standardFontDataUrl });

/** Each page's text (Chromium's printed PDFs may lean on the standard fonts). */
export const pdfPages = (bytes: Uint8Array): Promise<string[]> => pageTexts(bytes, { standardFontDataUrl });

/** A page drawn at twice its size into a PNG at `path`. */
export async function pdfPageToPng(bytes: Uint8Array, pageNumber: number, path: string): Promise<void> {
  const task = open(bytes);
  const pdf = await task.promise;
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 2 });
  const factory = pdf.canvasFactory as {
    create(width: number, height: number): { canvas: { toBuffer(mime: string): Buffer }; context: unknown };
  };
  const { canvas, context } = factory.create(viewport.width, viewport.height);
  await page.render({
    canvasContext: context as CanvasRenderingContext2D,
    canvas: canvas as unknown as HTMLCanvasElement,
    viewport,
  }).promise;
  await writeFile(path, canvas.toBuffer('image/png'));
  await task.destroy();
}
