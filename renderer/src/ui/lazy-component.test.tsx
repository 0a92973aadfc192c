// A view's code that failed to load is asked for again by the view's Reload, stylesheet included:
// a stopped host must not leave a view that can never be drawn. And code that comes in is drawn
// at once, not when React would reveal its Suspense boundary by itself.
import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component.ts';

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

const CSS = 'http://127.0.0.1/assets/ajax-view.css';
const Drawn = () => <h1>Ajax</h1>;

describe('a view whose code failed to load', () => {
  it('loads again when drawn again, its stylesheet asked for anew', async () => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: CSS });
    document.head.append(link);
    let calls = 0;
    const entry = lazyComponent(async () => {
      calls++;
      if (calls === 1) throw new Error(`Unable to preload CSS for ${CSS}`);
      return Drawn;
    });
    const draw = (key: number) => (
      <Boundary key={key}>
        <Suspense fallback={<p>Loading…</p>}>
          <entry.component />
        </Suspense>
      </Boundary>
    );
    const { rerender } = render(draw(1));
    expect((await screen.findByRole('alert')).textContent).toBe(`Unable to preload CSS for ${CSS}`);
    const relinked = document.head.querySelector(`link[href="${CSS}"]`);
    expect(relinked).not.toBeNull();
    expect(relinked).not.toBe(link); // a fresh element: the browser fetches it again

    // Not by itself: the failure stays on screen until the user asks again.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(1);

    expect(entry.loaded()).toBe(false);

    entry.retryLoad(); // what the view's Reload does, then draws it in a new boundary
    rerender(draw(2));
    expect((await screen.findByRole('heading', { name: 'Ajax' })).textContent).toBe('Ajax');
    expect(calls).toBe(2);
    expect(entry.loaded()).toBe(true); // what opens from a key (the palette) opens in the key's task
  });
});

describe('code that comes in', () => {
  const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const wasAct = act.IS_REACT_ACT_ENVIRONMENT;
  afterEach(() => {
    act.IS_REACT_ACT_ENVIRONMENT = wasAct;
  });

  /**
   * Renders a Suspense boundary around the lazy component, outside act() as in the app, lets the
   * code come in, and gives what is on screen after React's own turns (a few tasks), then
   * how long after the fallback was shown the component was drawn.
   */
  async function comeIn(reveal: 'by the load' | 'by useLoaded'): Promise<{ soon: string; drawnAfter: number }> {
    act.IS_REACT_ACT_ENVIRONMENT = false;
    let arrive!: (component: ComponentType) => void;
    const chart = lazyComponent(() => new Promise<ComponentType>((resolve) => (arrive = resolve)));
    function Section(): ReactNode {
      if (reveal === 'by useLoaded') chart.useLoaded();
      return (
        <Suspense fallback={<p>Waiting</p>}>
          <chart.component />
        </Suspense>
      );
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const shown = () => container.textContent ?? '';
    const turn = () => new Promise((resolve) => setTimeout(resolve));
    root.render(<Section />);
    while (shown() !== 'Waiting') await turn();
    const fallbackAt = performance.now();
    arrive(() => <h2>Chart</h2>);
    for (let i = 0; i < 5; i++) await turn();
    const soon = shown();
    while (shown() !== 'Chart') await turn();
    const drawnAfter = performance.now() - fallbackAt;
    root.unmount();
    container.remove();
    return { soon, drawnAfter };
  }

  it('is drawn at once by the component that holds its boundary (useLoaded)', async () => {
    expect((await comeIn('by useLoaded')).soon).toBe('Chart');
  });

  // What useLoaded spares: React holds back a boundary that a load alone reveals until 300 ms
  // after its fallback was shown (less the moment between that commit and the check above).
  it('waits for React to reveal its boundary without it', async () => {
    const { soon, drawnAfter } = await comeIn('by the load');
    expect(soon).toBe('Waiting');
    expect(drawnAfter).toBeGreaterThan(200);
  });
});
