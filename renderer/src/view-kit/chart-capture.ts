// The charts a view puts in its PDF, taken as they are drawn when exporting: a chart is a drawing,
// so its SVG is the one thing an export takes from the page (its figures come from the view's data).
import type { ExportChart } from './view-export.ts';

/** The chart frames inside `root`, as drawn now. */
export function chartsIn(root: () => Element | null): () => ExportChart[] {
  return () =>
    [...(root()?.querySelectorAll<HTMLElement>('.chart-frame') ?? [])].flatMap((frame) => {
      const body = frame.querySelector<HTMLElement>('.chart-body');
      const title = frame.querySelector('.chart-title')?.textContent ?? '';
      const subtitle = frame.querySelector('.chart-subtitle')?.textContent ?? undefined;
      return body ? [{ title, ...(subtitle ? { subtitle } : {}), body }] : [];
    });
}
