import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Breadcrumbs } from './breadcrumbs.tsx';

const CRASH = Date.parse('2026-11-22T02:14:40.950Z');
const CRUMBS = [
  { ts: CRASH - 65_000, a: 'navigation', e: '/cart → /checkout' },
  { ts: CRASH - 3_200, a: 'click', e: 'button#pay' },
  { ts: CRASH - 900, a: 'xhr', e: 'POST /api/payment [502] 812ms' },
  { ts: CRASH - 12_400, a: 'click', e: 'input#card' },
];

afterEach(cleanup);

describe('breadcrumbs on screen', () => {
  it('read oldest first and end at the crash, with times relative to it', () => {
    render(<Breadcrumbs crumbs={CRUMBS} crashMs={CRASH} crash="TypeError: boom" />);
    const rows = [...screen.getByTestId('breadcrumbs').querySelectorAll('.err-crumb')].map((row) => row.textContent);
    expect(rows).toEqual([
      '-1 min 05 snavigation/cart → /checkout',
      '-12.4 sclickinput#card',
      '-3.2 sclickbutton#pay',
      '-900 msxhrPOST /api/payment [502] 812ms',
      '0 scrashTypeError: boom',
    ]);
  });

  it('filter by action, the crash always staying', async () => {
    render(<Breadcrumbs crumbs={CRUMBS} crashMs={CRASH} crash="TypeError: boom" />);
    const panel = screen.getByTestId('breadcrumbs');
    await userEvent.click(within(panel).getByRole('button', { name: /^click 2/ }));
    const actions = () => [...panel.querySelectorAll('.err-crumb-action')].map((el) => el.textContent);
    expect(actions()).toEqual(['navigation', 'xhr', 'crash']);
    await userEvent.click(within(panel).getByRole('button', { name: 'All' }));
    expect(actions()).toEqual(['navigation', 'click', 'click', 'xhr', 'crash']);
  });
});
