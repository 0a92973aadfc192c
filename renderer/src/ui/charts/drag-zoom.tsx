// Drag across a time chart to zoom in: a transparent layer over the plot area turns a pointer
// drag into a [from, to] range of the x axis. It lives inside the recharts chart, so it reads the
// plot area and the axis scale from the chart itself instead of guessing margins. Esc cancels.
import { useEffect, useState, type PointerEvent, type ReactNode } from 'react';
import { DefaultZIndexes, usePlotArea, useXAxisInverseScale, ZIndexLayer } from 'recharts';

/** A drag shorter than this is a click (it keeps the tooltip), not a zoom. */
const MIN_DRAG_PX = 6;

export function DragZoom({ onZoom }: { onZoom: (from: number, to: number) => void }): ReactNode {
  const area = usePlotArea();
  const invert = useXAxisInverseScale();
  const [drag, setDrag] = useState<{ x0: number; x1: number } | null>(null);

  useEffect(() => {
    if (!drag) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrag(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drag]);

  if (!area || !invert || area.width <= 0) return null;
  const left = area.x;
  const right = area.x + area.width;

  const xOf = (event: PointerEvent<SVGRectElement>) => {
    const svg = event.currentTarget.ownerSVGElement;
    const origin = svg ? svg.getBoundingClientRect().left : 0;
    return Math.min(right, Math.max(left, event.clientX - origin));
  };

  const finish = (event: PointerEvent<SVGRectElement>) => {
    if (!drag) return;
    setDrag(null);
    const x1 = xOf(event);
    if (Math.abs(x1 - drag.x0) < MIN_DRAG_PX) return;
    const a = Number(invert(Math.min(drag.x0, x1)));
    const b = Number(invert(Math.max(drag.x0, x1)));
    if (Number.isFinite(a) && Number.isFinite(b) && b > a) onZoom(a, b);
  };

  // Above every layer the chart draws (lines, dots, labels), or they would catch the pointer.
  return (
    <ZIndexLayer zIndex={DefaultZIndexes.label + 1}>
      <g className="drag-zoom" data-export-skip>
        {drag ? (
          <rect
            className="drag-zoom-selection"
            x={Math.min(drag.x0, drag.x1)}
            y={area.y}
            width={Math.abs(drag.x1 - drag.x0)}
            height={area.height}
          />
        ) : null}
        <rect
          className="drag-zoom-surface"
          data-testid="drag-zoom"
          x={left}
          y={area.y}
          width={area.width}
          height={area.height}
          fill="transparent"
          onPointerDown={(event) => {
            if (event.button !== 0) return;
            event.currentTarget.setPointerCapture(event.pointerId);
            const x = xOf(event);
            setDrag({ x0: x, x1: x });
          }}
          onPointerMove={(event) => {
            if (drag) setDrag({ x0: drag.x0, x1: xOf(event) });
          }}
          onPointerUp={finish}
          onPointerCancel={() => setDrag(null)}
        >
          <title>Drag across the chart to zoom in</title>
        </rect>
      </g>
    </ZIndexLayer>
  );
}
