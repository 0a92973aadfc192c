// What a snooze is said in: what it silences (one project, or everything), how long it may last,
// and the words for each choice. Apart from delivery.ts so that the renderer (which never loads
// zod) and the tray's menu can offer snoozes without its machinery.

export type SnoozeScope = { accountId: string; projectId: string } | 'all';

export const sameScope = (a: SnoozeScope, b: SnoozeScope): boolean =>
  a === 'all' || b === 'all' ? a === b : a.accountId === b.accountId && a.projectId === b.projectId;

export const SNOOZE_CHOICES = ['1h', '4h', 'tomorrow'] as const;
export type SnoozeChoice = (typeof SNOOZE_CHOICES)[number];
/** "Until tomorrow" ends at this time of day. */
export const MORNING = '09:00';

/** Each choice as a menu or a button says it, after "Snooze". */
export const SNOOZE_LABELS: Record<SnoozeChoice, string> = {
  '1h': '1 h',
  '4h': '4 h',
  tomorrow: `until tomorrow ${MORNING}`,
};
