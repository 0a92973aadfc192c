// A PDF's text, page by page, read with pdfjs-dist: for the tests of the composed PDF and for the
// journeys that export one.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Each page's text, its pieces joined by spaces and runs of white space made one. */
export async function pdfPages(bytes: Uint8Array, options: { standardFontDataUrl?: string } = {}): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(bytes), ...options });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await task.destroy();
  return pages;
}
