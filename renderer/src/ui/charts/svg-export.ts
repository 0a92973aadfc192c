// A chart as a standalone SVG file: the chart's SVG elements cloned with their computed styles
// written inline (the app's stylesheet and CSS variables do not travel with the file), stacked
// under a title, on an opaque background, with the legend drawn as text.
export const SVG_NS = 'http://www.w3.org/2000/svg';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** What decides how SVG shapes and text look; everything else stays behind. */
const PAINT_PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'visibility',
  'stop-color',
  'stop-opacity',
];
/** Definitions and metadata: never drawn themselves, so "display: none" there means nothing. */
const NOT_DRAWN = 'defs, clipPath, mask, pattern, linearGradient, radialGradient, marker, symbol, title, desc';

export interface LegendEntry {
  label: string;
  color: string;
}

export interface ExportLayout {
  title: string;
  /** Lines under the title, e.g. what is measured and the window. */
  subtitle?: string[];
  background: string;
  text: string;
  muted: string;
  fontFamily: string;
  legend?: LegendEntry[];
}

export interface StandaloneSvg {
  text: string;
  width: number;
  height: number;
}

const PAD = 16;
const TITLE_SIZE = 15;
const SUBTITLE_SIZE = 12;
const LEGEND_SIZE = 12;
const LINE = 1.5;

function sizeOf(svg: SVGSVGElement): { width: number; height: number } {
  const rect = svg.getBoundingClientRect();
  if (rect.width > 0 && rect.height > 0) return { width: rect.width, height: rect.height };
  // Not laid out (jsdom, a hidden tab): fall back to what the element says.
  const box = svg.viewBox?.baseVal;
  return {
    width: Number(svg.getAttribute('width')) || box?.width || 0,
    height: Number(svg.getAttribute('height')) || box?.height || 0,
  };
}

/** Not inherited: written only where they differ from their initial value. */
const NOT_INHERITED: Record<string, string> = { opacity: '1', 'stop-color': 'rgb(0, 0, 0)', 'stop-opacity': '1' };

/**
 * A deep copy of `source` whose elements carry their computed paint as inline style. Only what
 * an element does not already inherit is written, which keeps the file a fraction of the size.
 */
function cloneWithStyles(source: SVGSVGElement): SVGSVGElement {
  const clone = source.cloneNode(true) as SVGSVGElement;
  const originals = [source, ...source.querySelectorAll('*')];
  const copies = [clone, ...clone.querySelectorAll('*')];
  const styles = new Map<Element, CSSStyleDeclaration>(
    originals.map((element) => [element, getComputedStyle(element)]),
  );
  const drop: Element[] = [];
  originals.forEach((original, i) => {
    const copy = copies[i]!;
    const style = styles.get(original)!;
    const hidden = style.display === 'none' && !original.closest(NOT_DRAWN);
    if (hidden || original.hasAttribute('data-export-skip')) {
      drop.push(copy);
      return;
    }
    const parent = i === 0 ? undefined : styles.get(original.parentElement!);
    const paint = PAINT_PROPERTIES.map((name) => [name, style.getPropertyValue(name)] as const).filter(
      ([name, value]) => {
        if (value === '') return false;
        if (name in NOT_INHERITED) return value !== NOT_INHERITED[name];
        return !parent || value !== parent.getPropertyValue(name);
      },
    );
    // Written as SVG presentation attributes, not a style attribute: the page's content security
    // policy allows no inline style, even on this copy, and the file reads the same either way.
    copy.removeAttribute('style');
    for (const [name, value] of paint) copy.setAttribute(name, value);
    copy.removeAttribute('class');
    copy.removeAttribute('tabindex');
    // Theme variables mean nothing outside the app; the computed colour is in the style now.
    for (const attribute of [...copy.attributes])
      if (attribute.value.includes('var(')) copy.removeAttribute(attribute.name);
  });
  for (const element of drop) element.remove();
  return clone;
}

function textElement(content: string, attrs: Record<string, string | number>): SVGTextElement {
  const text = document.createElementNS(SVG_NS, 'text');
  for (const [name, value] of Object.entries(attrs)) text.setAttribute(name, String(value));
  text.textContent = content;
  return text;
}

/** Legend entries laid out in rows that fit `width` (text width estimated: no canvas needed). */
function legendRows(entries: LegendEntry[], width: number): { entry: LegendEntry; x: number; row: number }[] {
  const placed: { entry: LegendEntry; x: number; row: number }[] = [];
  let x = PAD;
  let row = 0;
  for (const entry of entries) {
    const itemWidth = 18 + entry.label.length * LEGEND_SIZE * 0.56 + 18;
    if (x > PAD && x + itemWidth > width - PAD) {
      row++;
      x = PAD;
    }
    placed.push({ entry, x, row });
    x += itemWidth;
  }
  return placed;
}

/** A generous guess at a line's width, so text is never clipped at the file's edge. */
const textWidth = (text: string, size: number) => text.length * size * 0.6;

export function standaloneSvg(charts: SVGSVGElement[], layout: ExportLayout): StandaloneSvg {
  const sizes = charts.map(sizeOf);
  const subtitle = layout.subtitle ?? [];
  const content = Math.max(
    320,
    ...sizes.map((s) => s.width),
    textWidth(layout.title, TITLE_SIZE),
    ...subtitle.map((line) => textWidth(line, SUBTITLE_SIZE)),
  );
  const width = Math.ceil(content + 2 * PAD);
  let y = PAD;

  const root = document.createElementNS(SVG_NS, 'svg');
  root.setAttributeNS(XMLNS_NS, 'xmlns', SVG_NS);
  root.setAttributeNS(XMLNS_NS, 'xmlns:xlink', 'http://www.w3.org/1999/xlink');
  root.setAttribute('font-family', layout.fontFamily);

  const background = document.createElementNS(SVG_NS, 'rect');
  background.setAttribute('fill', layout.background);
  root.append(background);

  const titleEl = document.createElementNS(SVG_NS, 'title');
  titleEl.textContent = [layout.title, ...subtitle].join(' — ');
  root.prepend(titleEl);

  y += TITLE_SIZE;
  root.append(textElement(layout.title, { x: PAD, y, fill: layout.text, 'font-size': TITLE_SIZE, 'font-weight': 600 }));
  for (const line of subtitle) {
    y += SUBTITLE_SIZE * LINE;
    root.append(textElement(line, { x: PAD, y, fill: layout.muted, 'font-size': SUBTITLE_SIZE }));
  }
  y += PAD / 2;

  charts.forEach((chart, i) => {
    const { width: w, height: h } = sizes[i]!;
    const copy = cloneWithStyles(chart);
    if (!copy.hasAttribute('viewBox')) copy.setAttribute('viewBox', `0 0 ${w} ${h}`);
    copy.setAttribute('x', String(PAD));
    copy.setAttribute('y', String(y));
    copy.setAttribute('width', String(w));
    copy.setAttribute('height', String(h));
    root.append(copy);
    y += h + PAD / 2;
  });

  const legend = legendRows(layout.legend ?? [], width);
  const rows = legend.length === 0 ? 0 : Math.max(...legend.map((l) => l.row)) + 1;
  for (const { entry, x, row } of legend) {
    const top = y + row * LEGEND_SIZE * 1.8;
    const swatch = document.createElementNS(SVG_NS, 'rect');
    for (const [name, value] of Object.entries({ x, y: top, width: 12, height: 12, rx: 2, fill: entry.color }))
      swatch.setAttribute(name, String(value));
    root.append(swatch);
    root.append(textElement(entry.label, { x: x + 18, y: top + 10, fill: layout.text, 'font-size': LEGEND_SIZE }));
  }
  y += rows * LEGEND_SIZE * 1.8 + PAD / 2;

  const height = Math.ceil(y);
  root.setAttribute('width', String(width));
  root.setAttribute('height', String(height));
  root.setAttribute('viewBox', `0 0 ${width} ${height}`);
  background.setAttribute('width', String(width));
  background.setAttribute('height', String(height));
  return { text: new XMLSerializer().serializeToString(root), width, height };
}
