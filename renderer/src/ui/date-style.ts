// How dates are written: the order of their parts, month names, the clock. English by default (the
// house style: `5 Sep 2026, 07:03:09`), written without Intl; another locale's style is read from
// Intl once (shared/locale-format.ts) and written the same way, from parts.
import type { DateStyle, DateTemplate, DateToken } from '../../../shared/locale-format.ts';
import type { Parts } from '../../../shared/zoned-time.ts';

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The house style, on a 24-hour clock or (`h12`) a 12-hour one: `5 Sep 2026, 7:03:09 am`. */
export function houseDates(h12 = false): DateStyle {
  const hour: DateToken = h12 ? { part: 'hour' } : { part: 'hour', pad: true };
  const period: DateToken[] = h12 ? [' ', { part: 'dayPeriod' }] : [];
  const time: DateToken[] = [hour, ':', { part: 'minute', pad: true }];
  return {
    months: MONTHS,
    am: 'am',
    pm: 'pm',
    h12,
    templates: {
      full: [
        { part: 'day' },
        ' ',
        { part: 'month' },
        ' ',
        { part: 'year' },
        ', ',
        ...time,
        ':',
        { part: 'second', pad: true },
        ...period,
      ],
      dayTime: [{ part: 'day' }, ' ', { part: 'month' }, ', ', ...time, ...period],
      time: [...time, ...period],
      day: [{ part: 'day' }, ' ', { part: 'month' }],
      dayYear: [{ part: 'day' }, ' ', { part: 'month' }, ' ', { part: 'year' }],
    },
  };
}

const HOUSE = houseDates();
let style: DateStyle = HOUSE;

/** Dates from now on in this style; null: the house style. */
export function setDateStyle(next: DateStyle | null): void {
  style = next ?? HOUSE;
}

export function dateStyle(): DateStyle {
  return style;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The wall-clock parts written in one of the style's forms. */
export function writeDate(template: DateTemplate, p: Parts): string {
  let text = '';
  for (const token of style.templates[template]) {
    if (typeof token === 'string') {
      text += token;
      continue;
    }
    switch (token.part) {
      case 'day':
        text += token.pad ? pad(p.day) : String(p.day);
        break;
      case 'month':
        text += style.months[p.month - 1];
        break;
      case 'year':
        text += String(p.year);
        break;
      case 'hour': {
        const hour = style.h12 ? ((p.hour + 11) % 12) + 1 : p.hour;
        text += token.pad ? pad(hour) : String(hour);
        break;
      }
      case 'minute':
        text += pad(p.minute);
        break;
      case 'second':
        text += pad(p.second);
        break;
      case 'dayPeriod':
        text += p.hour < 12 ? style.am : style.pm;
        break;
    }
  }
  return text;
}

let firstDay = 1;

/** The first day of the week in calendars: 0 Sunday … 6 Saturday. */
export function setWeekStart(day: number): void {
  firstDay = day;
}

export function weekStart(): number {
  return firstDay;
}
