// Dates for people, in the zone the user chose (local by default, UTC on request).
let zone: 'local' | 'utc' = 'local';
export function setDisplayZone(next: 'local' | 'utc'): void {
  zone = next;
}
export function displayZone(): 'local' | 'utc' {
  return zone;
}

function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-GB', { ...options, ...(zone === 'utc' ? { timeZone: 'UTC' } : {}) });
}

export function formatDateTime(ms: number): string {
  return `${formatter({ year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(ms)}${zone === 'utc' ? ' UTC' : ''}`;
}

export function formatShortTime(ms: number, spanMs: number): string {
  const options: Intl.DateTimeFormatOptions =
    spanMs <= 86_400_000 ? { hour: '2-digit', minute: '2-digit' } : { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' };
  return formatter(options).format(ms);
}
