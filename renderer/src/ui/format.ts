// The number formats live in shared/format.ts (through domain/format.ts), where the domain's words
// (a project's health reasons) and the core's (the watch's alerts) use them too; the screens keep
// importing them from here.
export * from '../domain/format.ts';
