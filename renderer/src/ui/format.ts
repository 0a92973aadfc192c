// The number formats live in domain/format.ts, where the domain's words (a project's health
// reasons) can use them too; the screens keep importing them from here.
export * from '../domain/format.ts';
