// A small accessible month grid for picking the two days of a custom range. Days are plain
// `YYYY-MM-DD` keys: which zone they live in is the caller's business (the user's), so the
// grid never converts instants itself. Arrow keys move by day and week, PageUp/PageDown by month.
import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isSameMonth,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { weekStart } from './date-style.ts';

export interface CalendarProps {
  /** The day shown first (its month) and focused. */
  initialDay: string;
  /** Inclusive range to highlight. */
  rangeStart?: string | null;
  rangeEnd?: string | null;
  /** Later days cannot be chosen (the future holds no data). */
  maxDay: string;
  onPick: (day: string) => void;
}

/** The week starts on the day the user's locale (or choice) says. */
const week = () => ({ weekStartsOn: weekStart() as 0 | 1 | 2 | 3 | 4 | 5 | 6 });
export const dayKey = (date: Date): string => format(date, 'yyyy-MM-dd');
export function dayDate(key: string): Date {
  const [y = 1970, m = 1, d = 1] = key.split('-').map(Number);
  return new Date(y, m - 1, d); // a local-midnight carrier: only its calendar fields are used
}

const DAY_MOVES: Record<string, (day: Date) => Date> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  Home: (day) => startOfWeek(day, week()),
  End: (day) => endOfWeek(day, week()),
  PageUp: (day) => addMonths(day, -1),
  PageDown: (day) => addMonths(day, 1),
};

export function Calendar({ initialDay, rangeStart, rangeEnd, maxDay, onPick }: CalendarProps): ReactNode {
  const [focused, setFocused] = useState(() => (initialDay > maxDay ? maxDay : initialDay));
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const titleId = useId();
  const month = startOfMonth(dayDate(focused));

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const go = (next: Date, focus: boolean) => {
    const key = dayKey(next);
    moved.current = focus;
    setFocused(key > maxDay ? maxDay : key);
  };

  const weeks: Date[][] = [];
  const days = eachDayOfInterval({ start: startOfWeek(month, week()), end: endOfWeek(endOfMonth(month), week()) });
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  const low = rangeStart && rangeEnd && rangeEnd < rangeStart ? rangeEnd : rangeStart;
  const high = rangeStart && rangeEnd && rangeEnd < rangeStart ? rangeStart : rangeEnd;

  return (
    <div className="calendar">
      <div className="calendar-head">
        <button
          type="button"
          className="icon-button"
          aria-label="Previous month"
          onClick={() => go(addMonths(dayDate(focused), -1), false)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div id={titleId} className="calendar-title" aria-live="polite">
          {format(month, 'MMMM yyyy')}
        </div>
        <button
          type="button"
          className="icon-button"
          aria-label="Next month"
          disabled={dayKey(addMonths(month, 1)) > maxDay}
          onClick={() => go(addMonths(dayDate(focused), 1), false)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={titleId} className="calendar-grid">
        <thead>
          <tr>
            {weeks[0]!.map((day) => (
              <th key={dayKey(day)} scope="col" abbr={format(day, 'EEEE')}>
                {format(day, 'EEEEEE')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={dayKey(week[0]!)}>
              {week.map((day) => {
                const key = dayKey(day);
                if (!isSameMonth(day, month)) return <td key={key} role="gridcell" />;
                const edge = key === low || key === high;
                const inside = !!low && !!high && key > low && key < high;
                return (
                  <td key={key} role="gridcell" aria-selected={edge || inside}>
                    <button
                      type="button"
                      data-day={key}
                      className={`calendar-day${edge ? ' is-edge' : ''}${inside ? ' is-inside' : ''}${key === maxDay ? ' is-today' : ''}`}
                      tabIndex={key === focused ? 0 : -1}
                      disabled={key > maxDay}
                      aria-label={format(day, 'EEEE d MMMM yyyy')}
                      aria-current={key === maxDay ? 'date' : undefined}
                      onClick={() => {
                        setFocused(key);
                        onPick(key);
                      }}
                      onKeyDown={(event) => {
                        const move = DAY_MOVES[event.key];
                        if (!move) return;
                        event.preventDefault();
                        go(move(day), true);
                      }}
                    >
                      {format(day, 'd')}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
