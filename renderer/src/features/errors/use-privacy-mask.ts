// Whether the privacy mask is on, remembered in the preferences on the privileged side. Until
// the preference is known the mask counts as on: personal data is never shown by default.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bridge } from '../../bridge.ts';

const maskKey = ['prefs', 'privacyMask'] as const;

export function usePrivacyMask(): { masked: boolean; known: boolean; setMasked: (on: boolean) => void; problem: string | null } {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: maskKey,
    queryFn: async () => {
      const reply = await bridge.call('prefs.get', {});
      if (!reply.ok) throw new Error(reply.error.message);
      return reply.value.privacyMask;
    },
    staleTime: Infinity,
  });
  const mutation = useMutation({
    mutationFn: async (on: boolean) => {
      const reply = await bridge.call('prefs.set', { privacyMask: on });
      if (!reply.ok) throw new Error(reply.error.message);
      return reply.value.privacyMask;
    },
    onMutate: (on) => client.setQueryData(maskKey, on),
    onSuccess: (on) => client.setQueryData(maskKey, on),
    onError: () => client.invalidateQueries({ queryKey: maskKey }),
  });
  return {
    masked: query.data ?? true,
    known: query.data !== undefined,
    setMasked: (on) => mutation.mutate(on),
    problem: mutation.error?.message ?? query.error?.message ?? null,
  };
}
