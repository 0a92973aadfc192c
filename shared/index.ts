// The contract shared by every side of Spyglass: resource schemas, endpoint catalogue, time windows.
export * from './schemas/common.ts';
export * from './schemas/apdex.ts';
export * from './schemas/reports.ts';
export * from './schemas/pages.ts';
export * from './schemas/routes.ts';
export * from './schemas/ajax.ts';
export * from './schemas/transactions.ts';
export * from './schemas/web-vitals.ts';
export * from './schemas/errors.ts';
export * from './schemas/error-events.ts';
export * from './catalogue.ts';
export * from './time-window.ts';
export * from './api-error.ts';
export * from './bridge.ts';
export * from './preferences.ts';
export * from './menu-command.ts';
