// The watch (its parts in watch/), for the privileged core: plan a round of checks, judge each
// project's answers, deliver what they found. A round, on the core's timer (CheckPlan.nextAt),
// on resume, and at Delivery.nextAt:
//
//   const plan = planCheck({ now, projects, memory, paces, cadenceMinutes, requestBudget, connectivity });
//   for each check of plan.checks: send its requests at their sendAt, then
//     const judged = evaluate(check, memory, answers, preferences.health, now);
//   const told = deliver({ now, found: [{ alerts: judged.alerts, away: check.away }, …], inbox, state, quietHours, timeZone });
//
// Store the memories, the inbox and the delivery state before showing told.notifications: a crash
// in between then loses a notification (its alert waits in the inbox), and never repeats one.
export { alertLink, type Alert, type AlertKind, type SpikeMetric, type WatchedProject } from './watch/alert.ts';
export { afterAnswer, afterRateLimit, FRESH_PACE, recordSent, type AccountPace } from './watch/account-pace.ts';
export {
  deliver,
  endSnooze,
  readDeliveryState,
  snooze,
  snoozeOf,
  snoozeUntil,
  EMPTY_DELIVERY,
} from './watch/delivery.ts';
export type { Delivery, DeliveryInput, DeliveryState, Notification, Snooze, SnoozeChoice } from './watch/delivery.ts';
export { evaluate, type CheckAnswers, type Evaluation } from './watch/evaluate.ts';
export {
  EMPTY_INBOX,
  markAllSeen,
  markSeen,
  readInbox,
  unseenCount,
  type Inbox,
  type InboxEntry,
} from './watch/inbox.ts';
export { EMPTY_MEMORY, readWatchMemory, type WatchMemory } from './watch/memory.ts';
export { planCheck, type CheckPlan, type PlanInput, type ProjectCheck, type WatchRequest } from './watch/plan.ts';
export { DEFAULT_WATCH_SETTINGS, isWatched, type WatchSettings } from './watch/watch-settings.ts';
export { salvageWatchSettings, watchSettingsSchema } from './watch/watch-settings-schema.ts';
