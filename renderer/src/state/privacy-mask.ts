// Whether the privacy mask is on: one of the preferences kept by the privileged side, read and
// saved through the shell's preference hooks. Until the preferences are known the mask counts
// as on: personal data is never shown by default.
import { useQuery } from '@tanstack/react-query';
import { preferencesQuery, useSetPreferences } from './preferences.ts';

export function usePrivacyMask(): {
  masked: boolean;
  known: boolean;
  setMasked: (on: boolean) => void;
  problem: string | null;
} {
  const query = useQuery(preferencesQuery);
  const setPreferences = useSetPreferences();
  return {
    masked: query.data?.privacyMask ?? true,
    known: query.data !== undefined,
    // A failed save puts the old value back and says why (useSetPreferences).
    setMasked: (on) => void setPreferences({ privacyMask: on }),
    problem: query.error?.message ?? null,
  };
}
