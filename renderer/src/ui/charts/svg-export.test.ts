import { describe, expect, it } from 'vitest';
import { exportFilename, slug } from './export-filename.ts';
import { standaloneSvg, SVG_NS } from './svg-export.ts';

function chart(): SVGSVGElement {
  const host = document.createElement('div');
  host.innerHTML = `
    <svg class="recharts-surface" width="400" height="200" viewBox="0 0 400 200" style="width:100%">
      <defs><clipPath id="c"><rect width="400" height="200"/></clipPath></defs>
      <g class="series"><path class="line" d="M0 0 L400 200" style="stroke: rgb(47, 111, 221); stroke-width: 2px"/></g>
      <rect data-export-skip width="400" height="200" fill="transparent"/>
      <text x="10" y="20" style="fill: rgb(91, 101, 115); font-size: 11px">08:00</text>
    </svg>`;
  document.body.append(host);
  return host.querySelector('svg')!;
}

const layout = {
  title: 'Page views',
  subtitle: ['Last day'],
  background: 'rgb(255, 255, 255)',
  text: 'rgb(28, 33, 40)',
  muted: 'rgb(91, 101, 115)',
  fontFamily: 'system-ui',
};

function parse(text: string): Document {
  return new DOMParser().parseFromString(text, 'image/svg+xml');
}

describe('SVG export', () => {
  it('produces a standalone SVG document: an <svg xmlns> root with size, viewBox and an opaque background', () => {
    const svg = standaloneSvg([chart()], layout);
    expect(svg.text.startsWith('<svg')).toBe(true);
    expect(svg.text).toMatch(/^<svg[^>]* xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const doc = parse(svg.text);
    expect(doc.querySelector('parsererror')).toBeNull();
    const root = doc.documentElement;
    expect(root.namespaceURI).toBe(SVG_NS);
    expect(root.getAttribute('width')).toBe(String(svg.width));
    expect(root.getAttribute('viewBox')).toBe(`0 0 ${svg.width} ${svg.height}`);
    expect(svg.width).toBe(432); // 400 + padding on both sides
    // A subtitle longer than the chart widens the file rather than being cut off.
    const wide = standaloneSvg([chart()], {
      ...layout,
      subtitle: ['Largest Contentful Paint', '21 Nov 2026, 01:00:00 – 22 Nov 2026, 01:00:00 and then some more words'],
    });
    expect(wide.width).toBeGreaterThan(432);
    const background = root.querySelector(':scope > rect')!;
    expect(background.getAttribute('fill')).toBe('rgb(255, 255, 255)');
    expect(background.getAttribute('width')).toBe(String(svg.width));
  });

  it('inlines the computed paint of every element, since stylesheets do not travel with the file', () => {
    const doc = parse(standaloneSvg([chart()], layout).text);
    const line = doc.querySelector('path')!;
    expect(line.getAttribute('stroke')).toBe('rgb(47, 111, 221)');
    expect(line.getAttribute('stroke-width')).toBe('2px');
    expect(line.hasAttribute('style')).toBe(false);
    expect(line.hasAttribute('class')).toBe(false);
    expect(doc.querySelector('clipPath rect')).not.toBeNull();
  });

  it('leaves out interaction layers and carries the title, the window and the legend as text', () => {
    const doc = parse(
      standaloneSvg([chart()], {
        ...layout,
        legend: [
          { label: 'Page views', color: 'rgb(1, 2, 3)' },
          { label: 'Error events', color: 'rgb(4, 5, 6)' },
        ],
      }).text,
    );
    expect(doc.querySelectorAll('rect[fill="transparent"]')).toHaveLength(0);
    const texts = [...doc.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(['Page views', 'Last day', '08:00', 'Page views', 'Error events']);
    expect(doc.querySelector('title')?.textContent).toBe('Page views — Last day');
    expect([...doc.querySelectorAll('rect[rx="2"]')].map((r) => r.getAttribute('fill'))).toEqual([
      'rgb(1, 2, 3)',
      'rgb(4, 5, 6)',
    ]);
  });

  it('stacks several chart elements (gauge, bar) one under the other', () => {
    const doc = parse(standaloneSvg([chart(), chart()], layout).text);
    const nested = [...doc.documentElement.querySelectorAll(':scope > svg')];
    expect(nested).toHaveLength(2);
    expect(Number(nested[1]!.getAttribute('y'))).toBeGreaterThan(Number(nested[0]!.getAttribute('y')) + 200);
  });
});

describe('export file names', () => {
  it('say what and which window, without characters file systems refuse', () => {
    const window = { start: Date.UTC(2026, 10, 20, 8, 0), end: Date.UTC(2026, 10, 21, 8, 30) };
    expect(exportFilename('demo-browser traffic', window, 'png')).toBe(
      'demo-browser-traffic_2026-11-20T0800Z_2026-11-21T0830Z.png',
    );
    expect(exportFilename('demo-browser FCP /checkout?x=1', window, 'svg')).toBe(
      'demo-browser-fcp-checkout-x-1_2026-11-20T0800Z_2026-11-21T0830Z.svg',
    );
  });
  it('never gives an empty stem', () => {
    expect(slug('ßü / 東京')).toMatch(/^[a-z0-9-]+$/);
    expect(slug('東京')).toBe('chart');
  });
});
