// Instants a journey pins because the demo world has what it needs to show there. Each is proven
// to still have it by tests/journeys/moments.test.ts, so a change to the world fails that test
// with the reason, not a journey at random.

/**
 * Monday 2026-03-02 05:05 UTC. The six hours that ended an hour before (Sunday 22:00 to 04:00)
 * hold open error groups first seen in them and older ones, all on one page of 100, and the six
 * hours before that hold groups that went quiet since.
 */
export const NEW_AND_QUIET_GROUPS = Date.parse('2026-03-02T05:05:00Z');
/** How long the window of NEW_AND_QUIET_GROUPS is. */
export const NEW_AND_QUIET_HOURS = 6;

/**
 * Wednesday 2026-03-04 15:05 UTC, a weekday's busy afternoon: the shop has error events in every
 * minute of the next 45, so a spike thirty times over (the watch's journey, at the shortest
 * cadence: a minute a window) holds past the 20 events a spike needs in every minute of its half
 * hour, whenever in the first quarter hour it starts, and three times the week before's.
 */
export const BUSY_SHOP = Date.parse('2026-03-04T15:05:00Z');
/** The spike the watch's journey asks of the demo at BUSY_SHOP. */
export const BUSY_SHOP_SPIKE = { factor: 30, minutes: 30 } as const;
/** How long after BUSY_SHOP its spike holds: a quarter of an hour to start, then its half hour. */
export const BUSY_SHOP_MINUTES = 45;
