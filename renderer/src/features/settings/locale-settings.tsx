// The time zone (the OS's, UTC or any IANA zone, searchable) and the locale numbers and dates are
// written in, with the clock and the first day of the week.
import type { ReactNode } from 'react';
import { OFFERED_LOCALES } from '../../../../shared/locale-format.ts';
import type { Preferences } from '../../../../shared/preferences.ts';
import { systemLocale } from '../../state/display.ts';
import { usePreferences, useSetPreferences } from '../../state/preferences.ts';
import { weekStart } from '../../ui/date-style.ts';
import { formatCount, formatDecimal } from '../../ui/format.ts';
import { formatDateTime } from '../../ui/time.ts';
import { zoneName } from '../../ui/zoned-time.ts';
import { utcOffset, withRecent } from '../../ui/zone-list.ts';
import { ZonePicker } from '../../ui/zone-picker.tsx';
import { Choice } from './settings-controls.tsx';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function TimeZoneSettings(): ReactNode {
  const { timeZone, recentTimeZones } = usePreferences();
  const setPreferences = useSetPreferences();
  const choose = (zone: string) =>
    void setPreferences(
      zone === 'local' || zone === 'utc'
        ? { timeZone: zone }
        : { timeZone: zone, recentTimeZones: withRecent(recentTimeZones, zone) },
    );
  const named = timeZone !== 'local' && timeZone !== 'utc';
  return (
    <>
      <Choice
        legend="Time zone"
        name="settings-time-zone"
        value={timeZone}
        options={[
          { value: 'local', label: 'Local' },
          { value: 'utc', label: 'UTC' },
          ...(named ? [{ value: timeZone, label: `${timeZone} (${utcOffset(timeZone, Date.now())})` }] : []),
        ]}
        onChange={choose}
        note={`Dates and times are shown in ${zoneName(timeZone)}.`}
      />
      <div className="settings-field">
        <ZonePicker value={timeZone} recent={recentTimeZones} onChange={choose} label="Another time zone" />
      </div>
    </>
  );
}

export function LocaleSettings(): ReactNode {
  const { locale, hourCycle, weekStart: firstDay } = usePreferences();
  const setPreferences = useSetPreferences();
  const example = `${formatDecimal(1234567.5, 0, 1)} · ${formatCount(53_900)} · ${formatDateTime(Date.now())}`;
  return (
    <>
      <label className="settings-field">
        <span className="settings-label">Numbers and dates</span>
        <select value={locale} onChange={(event) => void setPreferences({ locale: event.target.value })}>
          <option value="system">Same as the system ({systemLocale()})</option>
          {OFFERED_LOCALES.map(({ tag, name }) => (
            <option key={tag} value={tag}>
              {name} ({tag})
            </option>
          ))}
          {locale !== 'system' && !OFFERED_LOCALES.some(({ tag }) => tag === locale) ? (
            <option value={locale}>{locale}</option>
          ) : null}
        </select>
        <span className="settings-hint" data-testid="locale-example">
          For example: {example}. The words of the interface stay English.
        </span>
      </label>
      <Choice<Preferences['hourCycle']>
        legend="Clock"
        name="settings-clock"
        value={hourCycle}
        options={[
          { value: 'locale', label: "The locale's" },
          { value: 'h23', label: '24-hour' },
          { value: 'h12', label: '12-hour' },
        ]}
        onChange={(next) => void setPreferences({ hourCycle: next })}
      />
      <label className="settings-field">
        <span className="settings-label">First day of the week</span>
        <select
          value={String(firstDay)}
          onChange={(event) =>
            void setPreferences({
              weekStart:
                event.target.value === 'locale' ? 'locale' : (Number(event.target.value) as Preferences['weekStart']),
            })
          }
        >
          <option value="locale">The locale's ({DAYS[firstDay === 'locale' ? weekStart() : 1]})</option>
          {DAYS.map((day, i) => (
            <option key={day} value={i}>
              {day}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
