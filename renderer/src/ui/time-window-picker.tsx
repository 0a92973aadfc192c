// The global time window control: earlier / later by half the span, zoom out, and the picker
// (the spec's presets, the last ranges used, a custom range by calendar or typed, local/UTC).
import { useRef, useState, type ReactNode } from 'react';
import { PRESETS, resolveWindow, windowLabel, type TimeWindow } from '../../../shared/time-window.ts';
import { usePreferences, useSetPreferences } from '../app/preferences.ts';
import { useRecentRanges } from '../app/recent-ranges.ts';
import { useTimeControls } from '../app/time-controls.ts';
import { Calendar } from './calendar.tsx';
import { Field } from './field.tsx';
import { Popover } from './popover.tsx';
import { checkRange, formatRangeLabel, formatTyped, parseTyped, windowTooltip, zoneName, type Zone } from './zoned-time.ts';

export function buttonLabel(window: TimeWindow, zone: Zone, now: number): string {
  return window.kind === 'relative' ? windowLabel(window) : formatRangeLabel(window.start, window.end, zone, now);
}

export function TimeWindowControl(): ReactNode {
  const { window, setWindow, shift, zoomOut, canShiftForward } = useTimeControls();
  const zone = usePreferences().timeZone;
  const [open, setOpen] = useState(false);
  // The tooltip names the local zone, which only Intl knows, and the first Intl call costs a page
  // 20–40 ms: it is written when first pointed at or focused, not on the way to the first paint.
  const [tipWanted, setTipWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const now = Date.now();
  const label = buttonLabel(window, zone, now);

  return (
    <div className="time-control" role="group" aria-label="Time window">
      <button type="button" className="icon-button" aria-label="Earlier by half the window" title="Earlier by half the window  [" onClick={() => shift(-1)}>
        <span aria-hidden="true">‹</span>
      </button>
      <div className="menu-anchor">
        <button
          ref={trigger}
          type="button"
          className="time-button"
          aria-label={`Time window: ${label}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          title={tipWanted ? windowTooltip(window, zone, now) : undefined}
          onPointerEnter={() => setTipWanted(true)}
          onFocus={() => setTipWanted(true)}
          data-testid="time-window-button"
          onClick={() => setOpen((was) => !was)}
        >
          <ClockIcon />
          <span className="time-label">{label}</span>
          <span className="caret" aria-hidden="true">▾</span>
        </button>
        <Popover open={open} onClose={() => setOpen(false)} anchor={trigger} label="Choose a time window" className="time-popover" align="end">
          <TimePickerPanel
            window={window}
            zone={zone}
            onApply={(next) => {
              setWindow(next);
              setOpen(false);
              trigger.current?.focus();
            }}
          />
        </Popover>
      </div>
      <button
        type="button"
        className="icon-button"
        aria-label="Later by half the window"
        title={canShiftForward ? 'Later by half the window  ]' : 'The window already ends now'}
        disabled={!canShiftForward}
        onClick={() => shift(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
      <button type="button" className="icon-button" aria-label="Zoom out" title="Zoom out: twice the span around the same centre  -" onClick={zoomOut}>
        <ZoomOutIcon />
      </button>
    </div>
  );
}

export function TimePickerPanel({ window, zone, onApply }: { window: TimeWindow; zone: Zone; onApply: (window: TimeWindow) => void }): ReactNode {
  const setPreferences = useSetPreferences();
  const recent = useRecentRanges();
  const now = Date.now();
  const resolved = resolveWindow(window, now);
  const [from, setFrom] = useState(() => formatTyped(resolved.start, zone));
  const [to, setTo] = useState(() => formatTyped(resolved.end, zone));
  const [errors, setErrors] = useState<{ from?: string; to?: string; range?: string }>({});
  const [pickingEnd, setPickingEnd] = useState(false);
  const [shownZone, setShownZone] = useState(zone);

  // The typed values follow the zone: the same instants, written in the other zone.
  if (shownZone !== zone) {
    setShownZone(zone);
    const reexpress = (text: string) => {
      const parsed = parseTyped(text, shownZone);
      return parsed.ok ? formatTyped(parsed.ms, zone) : text;
    };
    setFrom(reexpress(from));
    setTo(reexpress(to));
  }

  const today = formatTyped(now, zone).slice(0, 10);
  const dayOf = (text: string) => (parseTyped(text, zone).ok ? text.trim().slice(0, 10) : null);
  // A range ending at midnight ends on the day before: 17 00:00 – 20 00:00 covers the 17th to the 19th.
  const lastDayOf = (text: string) => {
    const parsed = parseTyped(text, zone);
    return parsed.ok ? formatTyped(parsed.ms - 60_000, zone).slice(0, 10) : null;
  };
  const nextMidnight = (day: string) => {
    const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
    const ms = Date.UTC(y, m - 1, d + 1);
    const text = `${new Date(ms).toISOString().slice(0, 10)} 00:00`;
    const parsed = parseTyped(text, zone);
    return parsed.ok && parsed.ms > now ? formatTyped(now, zone) : text;
  };

  const pickDay = (day: string) => {
    setErrors({});
    const startDay = dayOf(from);
    if (pickingEnd && startDay && day >= startDay) {
      setTo(nextMidnight(day));
      setPickingEnd(false);
    } else {
      setFrom(`${day} 00:00`);
      setTo(nextMidnight(day));
      setPickingEnd(true);
    }
  };

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    const check = checkRange(from, to, zone, Date.now());
    if (check.ok) onApply(check.window);
    else setErrors({ from: check.from, to: check.to, range: check.range });
  };

  return (
    <div className="time-picker">
      <form className="time-custom" onSubmit={apply} noValidate aria-labelledby="custom-range-title">
        <h3 id="custom-range-title" className="section-title">Custom range</h3>
        <Calendar initialDay={lastDayOf(to) ?? today} rangeStart={dayOf(from)} rangeEnd={lastDayOf(to)} maxDay={today} onPick={pickDay} />
        <p className="field-hint" aria-live="polite">{pickingEnd ? 'Now pick the last day, or type the times below.' : 'Pick the first day, or type the times below.'}</p>
        <div className="time-inputs">
          <Field label="From" error={errors.from}>
            {(control) => <input {...control} data-autofocus={window.kind === 'absolute' ? '' : undefined} value={from} onChange={(e) => setFrom(e.target.value)} placeholder="YYYY-MM-DD HH:mm" inputMode="numeric" spellCheck={false} autoComplete="off" />}
          </Field>
          <Field label="To" error={errors.to}>
            {(control) => <input {...control} value={to} onChange={(e) => setTo(e.target.value)} placeholder="YYYY-MM-DD HH:mm" inputMode="numeric" spellCheck={false} autoComplete="off" />}
          </Field>
        </div>
        {errors.range ? <p className="field-error" role="alert">{errors.range}</p> : null}
        <fieldset className="zone-toggle">
          <legend>Time zone</legend>
          {(['local', 'utc'] as const).map((option) => (
            <label key={option} className={option === zone ? 'is-on' : undefined}>
              <input type="radio" name="time-zone" value={option} checked={option === zone} onChange={() => void setPreferences({ timeZone: option })} />
              {option === 'utc' ? 'UTC' : 'Local'}
            </label>
          ))}
          <span className="zone-name">{zoneName(zone)}</span>
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="primary">Apply range</button>
        </div>
      </form>
      <div className="time-quick">
        <h3 className="section-title" id="presets-title">Quick ranges</h3>
        <ul className="preset-list" aria-labelledby="presets-title">
          {PRESETS.map((preset) => {
            const presetWindow: TimeWindow = { kind: 'relative', dur: preset };
            const current = window.kind === 'relative' && window.dur === preset;
            return (
              <li key={preset}>
                <button type="button" aria-pressed={current} data-autofocus={current ? '' : undefined} onClick={() => onApply(presetWindow)}>
                  {windowLabel(presetWindow)}
                </button>
              </li>
            );
          })}
        </ul>
        <h3 className="section-title" id="recent-ranges-title">Recently used</h3>
        {recent.length === 0 ? (
          <p className="field-hint">Fixed ranges you use appear here.</p>
        ) : (
          <ul className="preset-list" aria-labelledby="recent-ranges-title">
            {recent.map((range) => (
              <li key={`${range.start}-${range.end}`}>
                <button type="button" title={`${formatTyped(range.start, zone)} – ${formatTyped(range.end, zone)}`} onClick={() => onApply({ kind: 'absolute', ...range })}>
                  {formatRangeLabel(range.start, range.end, zone, now)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ClockIcon(): ReactNode {
  return (
    <svg className="icon" viewBox="0 0 16 16" aria-hidden="true">
      <circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

function ZoomOutIcon(): ReactNode {
  return (
    <svg className="icon" viewBox="0 0 16 16" aria-hidden="true">
      <circle cx="7" cy="7" r="4.75" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M4.75 7h4.5M10.5 10.5 14 14" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
