// Exports what a chart frame shows, as the user sees it (current theme included): the frame's
// chart SVGs and legend, made standalone, then saved as SVG or as a PNG at twice the size.
import type { ResolvedWindow } from '../../../../shared/time-window.ts';
import { saveExport, type SaveOutcome } from '../../platform/save-export.ts';
import { formatDateTime } from '../time.ts';
import { exportFilename } from './export-filename.ts';
import { svgToPng } from './png-export.ts';
import { standaloneSvg, type LegendEntry } from './svg-export.ts';

export type ChartFormat = 'png' | 'svg';

export interface ChartExport {
  /** The frame's body: holds the chart SVGs and the legend items. */
  element: HTMLElement;
  title: string;
  subtitle?: string;
  /** Names the file, e.g. `demo-browser traffic`. */
  name: string;
  window: ResolvedWindow;
}

/** Chart surfaces only: recharts' surface and our own `data-chart` SVGs, not icons. */
const CHART_SVGS = 'svg.recharts-surface, svg[data-chart]';

function legendOf(element: HTMLElement): LegendEntry[] {
  return [...element.querySelectorAll<HTMLElement>('[data-legend-item]')].map((item) => {
    const swatch = item.querySelector<HTMLElement>('.legend-swatch');
    return {
      label: (item.getAttribute('data-legend-item') || item.textContent || '').replace(/\s+/g, ' ').trim(),
      color: swatch ? getComputedStyle(swatch).backgroundColor : 'currentColor',
    };
  });
}

/** The frame's own background, or the page's when the frame is transparent. */
function backgroundOf(element: HTMLElement): string {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const color = getComputedStyle(node).backgroundColor;
    if (color && color !== 'transparent' && color !== 'rgba(0, 0, 0, 0)') return color;
  }
  return '#ffffff';
}

/** A colour token as the element shows it (tokens are light-dark() pairs, resolved only where used). */
function tokenColor(scope: Element, token: string): string {
  const probe = scope.appendChild(document.createElement('span'));
  probe.style.color = `var(${token})`;
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

export function chartSvg(chart: ChartExport) {
  const style = getComputedStyle(chart.element);
  // The file travels without the app around it, so it says which window it shows.
  const range = `${formatDateTime(chart.window.start)} – ${formatDateTime(chart.window.end)}`;
  return standaloneSvg([...chart.element.querySelectorAll<SVGSVGElement>(CHART_SVGS)], {
    title: chart.title,
    subtitle: chart.subtitle ? [chart.subtitle, range] : [range],
    background: backgroundOf(chart.element),
    text: style.color,
    muted: tokenColor(chart.element, '--muted'),
    fontFamily: style.fontFamily,
    legend: legendOf(chart.element),
  });
}

export async function exportChart(chart: ChartExport, format: ChartFormat): Promise<SaveOutcome> {
  const svg = chartSvg(chart);
  const filename = exportFilename(chart.name, chart.window, format);
  if (format === 'svg') return saveExport({ filename, mime: 'image/svg+xml', text: svg.text });
  return saveExport({ filename, mime: 'image/png', bytes: await svgToPng(svg, 2) });
}
