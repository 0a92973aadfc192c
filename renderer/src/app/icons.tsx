// The shell's line icons (16 px, currentColor), drawn here so no icon font or package is needed.
import type { ReactNode } from 'react';

const PATHS: Record<string, string> = {
  projects: 'M2 2.5h5v5H2zM9 3h5M9 6h3.5M2 9.5h5v5H2zM9 10h5M9 13h3.5',
  inbox: 'M1.75 9h3.5l1 2h3.5l1-2h3.5M1.75 9l2-5.75h8.5l2 5.75v4.25H1.75z',
  clock: 'M14.25 8a6.25 6.25 0 1 1-12.5 0 6.25 6.25 0 0 1 12.5 0zM8 4.5V8l2.5 1.5',
  'zoom-out': 'M11.75 7a4.75 4.75 0 1 1-9.5 0 4.75 4.75 0 0 1 9.5 0zM4.75 7h4.5M10.5 10.5 14 14',
  overview: 'M2.5 2.5h4.5v4.5h-4.5zM9 2.5h4.5v4.5H9zM2.5 9h4.5v4.5h-4.5zM9 9h4.5v4.5H9z',
  vitals: 'M1.5 8.5h3l1.5-4 3 8 1.5-4h4',
  apdex: 'M2.5 11.5a5.5 5.5 0 1 1 11 0M8 11.5l2.5-3.5',
  pages: 'M4 1.75h5.5l3 3v9.5H4zM9.5 1.75v3h3M6 8h4.5M6 10.5h4.5',
  ajax: 'M2 5.5h10.5l-2.5-2.5M14 10.5H3.5L6 13',
  routes:
    'M3.5 12.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0zM9.5 3.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0zM5 11V9.5a2 2 0 0 1 2-2h2a2 2 0 0 0 2-2V5',
  transactions: 'M8 4v4l2.5 2M5.5 1.75h5M8 1.75v2.25M13.25 8.75a5.25 5.25 0 1 1-10.5 0 5.25 5.25 0 0 1 10.5 0z',
  errors: 'M8 2 14.5 13.5h-13zM8 6.5v3.25M8 11.5v.25',
  accounts: 'M8 8a2.75 2.75 0 1 0 0-5.5A2.75 2.75 0 0 0 8 8zM2.75 14c.5-2.75 2.75-4 5.25-4s4.75 1.25 5.25 4',
  settings:
    'M8 10.25a2.25 2.25 0 1 0 0-4.5 2.25 2.25 0 0 0 0 4.5zM8 1.5v2M8 12.5v2M1.5 8h2M12.5 8h2M3.4 3.4l1.4 1.4M11.2 11.2l1.4 1.4M3.4 12.6l1.4-1.4M11.2 4.8l1.4-1.4',
  recent: 'M2.5 8a5.5 5.5 0 1 0 1.6-3.9M2.5 2.5v2.5H5M8 5v3.25l2 1.25',
  refresh: 'M13.5 8a5.5 5.5 0 1 1-1.6-3.9M13.5 2.5v2.5H11',
  sun: 'M8 10.75a2.75 2.75 0 1 0 0-5.5 2.75 2.75 0 0 0 0 5.5zM8 1v1.5M8 13.5V15M1 8h1.5M13.5 8H15M3 3l1 1M12 12l1 1M3 13l1-1M12 4l1-1',
  moon: 'M13.5 9.5A5.75 5.75 0 0 1 6.5 2.5a5.75 5.75 0 1 0 7 7z',
  system: 'M2 3h12v8H2zM5.5 14h5M8 11v3',
  about: 'M8 14.25a6.25 6.25 0 1 0 0-12.5 6.25 6.25 0 0 0 0 12.5zM8 7.25v4M8 4.75v.25',
  keyboard: 'M1.75 4h12.5v8H1.75zM4 6.5h.5M6.5 6.5H7M9 6.5h.5M11.5 6.5h.5M4.5 9.5h7',
  collapse: 'M10 3.5 5.5 8l4.5 4.5',
  expand: 'M6 3.5l4.5 4.5L6 12.5',
  plus: 'M8 3v10M3 8h10',
  compare: 'M1.5 9.5l4-4 3 2.5 6-5.5M1.5 13.5l4-2.5 3 1.5 6-3.5',
  link: 'M6.75 9.25a2.75 2.75 0 0 0 3.9 0l2.1-2.1a2.75 2.75 0 0 0-3.9-3.9l-.6.6M9.25 6.75a2.75 2.75 0 0 0-3.9 0l-2.1 2.1a2.75 2.75 0 0 0 3.9 3.9l.6-.6',
  export: 'M8 1.75v8M5 6.75l3 3 3-3M2.5 10.5v3.75h11V10.5',
  update: 'M8 2v8M4.75 6.75 8 10l3.25-3.25M2.5 13.5h11',
  offline: 'M2 2l12 12M5.5 5.5a6 6 0 0 0-3 1.75M10.5 7a6 6 0 0 1 3 1.5M8 12.5v.25M6 10.25a3 3 0 0 1 4 0',
};

export function Icon({ name, className }: { name: keyof typeof PATHS | string; className?: string }): ReactNode {
  const d = PATHS[name];
  if (!d) return null;
  return (
    <svg className={`icon ${className ?? ''}`} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The ▾ on a button that opens a menu or a panel (read by no screen reader). */
export function Caret({ className }: { className?: string }): ReactNode {
  return (
    <span className={className ? `caret ${className}` : 'caret'} aria-hidden="true">
      ▾
    </span>
  );
}
