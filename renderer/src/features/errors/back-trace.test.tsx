import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackTrace } from './back-trace.tsx';

const PAGE = 'https://shop.example.com/cart';
const FRAMES = [
  { f: 'webpack:///src/features/cart/CartSummary.tsx', m: 'useCartTotals', ln: 141, cn: 23 },
  { f: 'webpack:///node_modules/react-dom/cjs/react-dom.production.min.js', m: 'renderWithHooks', ln: 2, cn: 5538 },
  { f: 'native', m: 'Array.map', ln: 0, cn: 0 },
  { f: 'https://cdn.jsdelivr.net/npm/lodash@4.17.21/lodash.min.js', m: 'arrayMap', ln: 1, cn: 900 },
  { f: 'webpack:///src/app/routes.tsx', m: 'AppRoutes', ln: 12, cn: 4 },
];

afterEach(cleanup);

describe('the back-trace on screen', () => {
  it('sets app frames apart, folds the library run and names where it crashed', async () => {
    render(<BackTrace frames={FRAMES} pageUrl={PAGE} heading="TypeError: x is undefined" />);
    const trace = screen.getByTestId('back-trace');
    expect(within(trace).getByTestId('culprit').textContent).toBe(
      'Crashed in the app at useCartTotals webpack:///src/features/cart/CartSummary.tsx:141:23',
    );
    const shown = () =>
      [...trace.querySelectorAll('.err-frame')].map(
        (li) => `${li.getAttribute('data-frame')}:${li.getAttribute('data-kind')}`,
      );
    expect(shown()).toEqual(['0:app', '4:app']);
    await userEvent.click(
      within(trace).getByRole('button', { name: /3 library frames: react-dom, native, cdn.jsdelivr.net/ }),
    );
    expect(shown()).toEqual(['0:app', '1:library', '2:runtime', '3:cdn', '4:app']);
    await userEvent.click(within(trace).getByRole('button', { name: /Order: newest first/ }));
    expect(shown()).toEqual(['4:app', '3:cdn', '2:runtime', '1:library', '0:app']);
  });

  it('copies the whole trace as text and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<BackTrace frames={FRAMES} pageUrl={PAGE} heading="TypeError: x is undefined" />);
    await user.click(screen.getByRole('button', { name: 'Copy trace' }));
    expect(writeText).toHaveBeenCalledWith(
      [
        'TypeError: x is undefined',
        '    at useCartTotals (webpack:///src/features/cart/CartSummary.tsx:141:23)',
        '    at renderWithHooks (webpack:///node_modules/react-dom/cjs/react-dom.production.min.js:2:5538)',
        '    at Array.map (native)',
        '    at arrayMap (https://cdn.jsdelivr.net/npm/lodash@4.17.21/lodash.min.js:1:900)',
        '    at AppRoutes (webpack:///src/app/routes.tsx:12:4)',
      ].join('\n'),
    );
    expect(screen.getByRole('status').textContent).toBe('Copied 5 frames to the clipboard');
  });

  it('says so when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => Promise.reject(new Error('Document is not focused.')) },
      configurable: true,
    });
    render(<BackTrace frames={FRAMES} pageUrl={PAGE} heading="TypeError" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy trace' }));
    expect(screen.getByRole('status').textContent).toBe('Could not copy: Document is not focused.');
  });
});
