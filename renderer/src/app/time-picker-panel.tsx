// The time picker's panel: a custom range by calendar or typed (checked before it applies), the
// spec's presets, today and yesterday in the zone, the last fixed ranges used, and the zone (local, UTC or any). Loaded when the picker is wanted.
import { useState, type ReactNode } from 'react';
import { floorToMinute, PRESETS, resolveWindow, windowLabel, type TimeWindow } from '../../../shared/time-window.ts';
import { usePreferences, useSetPreferences } from '../state/preferences.ts';
import { useRecentRanges } from '../state/recent-ranges.ts';
import { Calendar } from '../ui/calendar.tsx';
import { Field } from '../ui/field.tsx';
import { ZonePicker } from '../ui/zone-picker.tsx';
import { withRecent } from '../ui/zone-list.ts';
import { startOfDay } from '../../../shared/zoned-time.ts';
import { checkRange, formatRangeLabel, formatTyped, parseTyped, zoneName, type Zone } from '../ui/zoned-time.ts';

export function TimePickerPanel({
  window,
  zone,
  onApply,
}: {
  window: TimeWindow;
  zone: Zone;
  onApply: (window: TimeWindow) => void;
}): ReactNode {
  const setPreferences = useSetPreferences();
  const { recentTimeZones } = usePreferences();
  const chooseZone = (next: string) =>
    void setPreferences(
      next === 'local' || next === 'utc'
        ? { timeZone: next }
        : { timeZone: next, recentTimeZones: withRecent(recentTimeZones, next) },
    );
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
        <h3 id="custom-range-title" className="section-title">
          Custom range
        </h3>
        <Calendar
          initialDay={lastDayOf(to) ?? today}
          rangeStart={dayOf(from)}
          rangeEnd={lastDayOf(to)}
          maxDay={today}
          onPick={pickDay}
        />
        <p className="field-hint" aria-live="polite">
          {pickingEnd
            ? 'Now pick the last day, or type the times below.'
            : 'Pick the first day, or type the times below.'}
        </p>
        <div className="time-inputs">
          <TypedTime
            label="From"
            error={errors.from}
            value={from}
            onChange={setFrom}
            autoFocus={window.kind === 'absolute'}
          />
          <TypedTime label="To" error={errors.to} value={to} onChange={setTo} />
        </div>
        {errors.range ? (
          <p className="field-error" role="alert">
            {errors.range}
          </p>
        ) : null}
        <fieldset className="zone-toggle">
          <legend>Time zone</legend>
          {['local', 'utc', ...(zone === 'local' || zone === 'utc' ? [] : [zone])].map((option) => (
            <label key={option} className={option === zone ? 'is-on' : undefined}>
              <input
                type="radio"
                name="time-zone"
                value={option}
                checked={option === zone}
                onChange={() => chooseZone(option)}
              />
              {option === 'utc'
                ? 'UTC'
                : option === 'local'
                  ? 'Local'
                  : option.slice(option.lastIndexOf('/') + 1).replaceAll('_', ' ')}
            </label>
          ))}
          <span className="zone-name">{zoneName(zone)}</span>
        </fieldset>
        <details className="zone-other">
          <summary>Another time zone</summary>
          <ZonePicker value={zone} recent={recentTimeZones} onChange={chooseZone} />
        </details>
        <div className="form-actions">
          <button type="submit" className="primary">
            Apply range
          </button>
        </div>
      </form>
      <div className="time-quick">
        <h3 className="section-title" id="presets-title">
          Quick ranges
        </h3>
        <ul className="preset-list" aria-labelledby="presets-title">
          {PRESETS.map((preset) => {
            const presetWindow: TimeWindow = { kind: 'relative', dur: preset };
            const current = window.kind === 'relative' && window.dur === preset;
            return (
              <li key={preset}>
                <button
                  type="button"
                  aria-pressed={current}
                  data-autofocus={current ? '' : undefined}
                  onClick={() => onApply(presetWindow)}
                >
                  {windowLabel(presetWindow)}
                </button>
              </li>
            );
          })}
          {/* Days as the wall clock of the zone has them: from its midnight. */}
          <li>
            <button
              type="button"
              onClick={() => onApply({ kind: 'absolute', start: startOfDay(now, zone), end: floorToMinute(now) })}
            >
              Today so far
            </button>
          </li>
          <li>
            <button
              type="button"
              onClick={() =>
                onApply({ kind: 'absolute', start: startOfDay(now, zone, -1), end: startOfDay(now, zone) })
              }
            >
              Yesterday
            </button>
          </li>
        </ul>
        <h3 className="section-title" id="recent-ranges-title">
          Recently used
        </h3>
        {recent.length === 0 ? (
          <p className="field-hint">Fixed ranges you use appear here.</p>
        ) : (
          <ul className="preset-list" aria-labelledby="recent-ranges-title">
            {recent.map((range) => (
              <li key={`${range.start}-${range.end}`}>
                <button
                  type="button"
                  title={`${formatTyped(range.start, zone)} – ${formatTyped(range.end, zone)}`}
                  onClick={() => onApply({ kind: 'absolute', ...range })}
                >
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

/** A time typed in the chosen zone, From or To. */
function TypedTime(props: {
  label: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}): ReactNode {
  return (
    <Field label={props.label} error={props.error}>
      {(control) => (
        <input
          {...control}
          data-autofocus={props.autoFocus ? '' : undefined}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          placeholder="YYYY-MM-DD HH:mm"
          inputMode="numeric"
          spellCheck={false}
          autoComplete="off"
        />
      )}
    </Field>
  );
}
