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
