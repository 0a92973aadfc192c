// A chart as the SVG svg2pdf draws: the chart export's standalone SVG, its colours read under the
// light theme (paper is white whatever the screen's theme) and its text in the PDF's font.
import { chartSvg } from '../../ui/charts/export-chart.ts';
import type { ExportChart, ExportWindow } from '../view-export.ts';
import { PDF_FONT } from './pdf-fonts.ts';

export interface ChartVector {
  element: SVGSVGElement;
  width: number;
  height: number;
}

/** Computed styles under the light theme, read and put back before the screen paints again. */
function underLightTheme<T>(read: () => T): T {
  const root = document.documentElement;
  const theme = root.getAttribute('data-theme');
  root.setAttribute('data-theme', 'light');
  try {
    return read();
  } finally {
    if (theme === null) root.removeAttribute('data-theme');
    else root.setAttribute('data-theme', theme);
  }
}

export function lightChartSvg(chart: ExportChart, window: ExportWindow): ChartVector | null {
  const svg = underLightTheme(() =>
    chartSvg({
      element: chart.body,
      title: chart.title,
      ...(chart.subtitle ? { subtitle: chart.subtitle } : {}),
      name: chart.title,
      window,
    }),
  );
  if (svg.width === 0 || svg.height === 0) return null;
  const element = new DOMParser().parseFromString(svg.text, 'image/svg+xml')
    .documentElement as unknown as SVGSVGElement;
  if (element.nodeName !== 'svg') return null;
  element.setAttribute('font-family', PDF_FONT);
  for (const node of element.querySelectorAll('[font-family]')) node.removeAttribute('font-family');
  // svg2pdf knows only normal and bold; 600 would fall back to a standard (Latin-1) font.
  for (const node of element.querySelectorAll('[font-weight]'))
    node.setAttribute('font-weight', Number(node.getAttribute('font-weight')) >= 600 ? 'bold' : 'normal');
  return { element, width: svg.width, height: svg.height };
}
