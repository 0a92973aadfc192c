// An event's key facts read the same on screen (the summary under its title), in its PDF and in
// Copy as Markdown: all three render from `eventFigures`.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { maskEvent, userLabel } from '../../domain/privacy-mask.ts';
import { sampleEvent } from '../../testing/sample-event.ts';
import { formatDateTime } from '../../ui/time.ts';
import { markdownOf } from '../../view-kit/markdown.ts';
import { eventExportFigures } from './error-detail-export.ts';
import { eventFacts } from './error-markdown.ts';
import { EventDetail } from './event-detail.tsx';
import { envLabel } from './user-agent.ts';

const window = { start: Date.parse('2026-11-22T00:00:00Z'), end: Date.parse('2026-11-23T00:00:00Z') };

afterEach(cleanup);

function summary(event: ReturnType<typeof sampleEvent>): string[] {
  const { container } = render(
    <EventDetail event={event} errorId={event.errorId} position={1} total={1} params={new URLSearchParams()} />,
  );
  const line = container.querySelector('.err-event-summary');
  return [...(line?.children ?? [])].map((child) => child.textContent ?? '');
}

describe('an event’s key facts', () => {
  it('read alike on screen, in the PDF and in Markdown', () => {
    const event = sampleEvent();
    const time = formatDateTime(Date.parse(event.timestamp));
    const browser = envLabel(event.env, 'browser');
    const os = envLabel(event.env, 'os');
    expect(summary(event)).toEqual([time, browser, os, 'Jihoon García', 'v4.12.1']);
    expect(screen.getByTestId('summary-user').textContent).toBe(userLabel(event.user));
    expect(screen.getByText(time).closest('time')?.getAttribute('dateTime')).toBe(event.timestamp);

    const pdf = eventExportFigures(event);
    expect(pdf).toEqual([
      { label: 'Time', value: time },
      { label: 'Browser', value: browser },
      { label: 'OS', value: os },
      { label: 'User', value: 'Jihoon García' },
      { label: 'App version', value: 'v4.12.1' },
      { label: 'Page', value: event.url.raw },
    ]);
    const facts = eventFacts(event, window);
    expect(facts.numbers).toEqual(pdf.map(({ label, value }) => [label, value]));
    expect(markdownOf(facts, null).split('\n')[2]).toBe(
      `**Time** ${time} · **Browser** ${browser} · **OS** ${os} · **User** Jihoon García · **App version** v4.12.1 · **Page** https://shop.example.com/deals?q=jacke%20rot&size=42`,
    );
  });

  it('say the same when the browser, OS and version are missing, and the user under the privacy mask', () => {
    const event = maskEvent(
      sampleEvent({
        version: '',
        env: { ...sampleEvent().env, browser: '', browserVersion: '', os: '', osVersion: '' },
      }),
    );
    const shown = summary(event);
    expect(shown.slice(1)).toEqual(['no browser', 'unknown OS', userLabel(event.user), 'v?']);
    expect(userLabel(event.user)).not.toContain('Jihoon');
    const pdf = eventExportFigures(event).filter(({ label }) => label !== 'Page');
    expect(pdf.map(({ value }) => value)).toEqual(shown);
    expect(
      eventFacts(event, window)
        .numbers.slice(0, shown.length)
        .map(([, value]) => value),
    ).toEqual(shown);
  });
});
