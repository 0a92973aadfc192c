// Tests of zone marks and names run as on a machine in a zone they choose, whatever the zone of
// the machine running them: a time in the OS's zone carries no mark, so the machine's zone is part
// of what they assert. Call `leaveMachineZone` after each.
import { vi } from 'vitest';
import { systemTimeZone } from '../../../shared/zoned-time.ts';
import { refreshSystemZone, seedZoneNames } from '../ui/zoned-time.ts';

/** The OS's zone is `zone` from now on, as Intl reads it (`Asia/Kolkata` reads `Asia/Calcutta`). */
export function onMachineIn(zone: string): void {
  vi.stubEnv('TZ', zone); // Node reads the zone again when TZ changes: the modules a test imports anew see it
  seedZoneNames(systemTimeZone(), {}); // and this module, which may have read the zone already
}

export function leaveMachineZone(): void {
  vi.unstubAllEnvs();
  refreshSystemZone();
}
