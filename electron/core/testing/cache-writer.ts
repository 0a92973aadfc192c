// Test helper: writes cache entries in a tight loop until killed (see response-cache.test.ts).
import { ResponseCache, CACHE_KEY_SECRET } from '../response-cache.ts';
import { MemorySecretStore } from '../secret-store.ts';

const [dir, key, round] = process.argv.slice(2) as [string, string, string];
const secrets = new MemorySecretStore({ persistent: true }); // stands for the keychain that holds the key
await secrets.set(CACHE_KEY_SECRET, key);
const cache = await ResponseCache.open({ dir, secrets, maxBytes: 64 * 1024 * 1024 });
let announced = false;
for (let i = 0; ; i++) {
  const slot = i % 20;
  const size = 50_000 + ((i * 7919 + Number(round) * 104729) % 400_000);
  const payload = String.fromCharCode(97 + (i % 26)).repeat(size);
  const write = cache.put(
    `slot-${slot}`,
    {
      accountId: 'a',
      projectId: 'p',
      endpoint: 'reports',
      query: { slot },
      window: { start: 0, end: 1 },
      fetchedAt: Date.now(),
    },
    { slot, payload, check: size },
  );
  if (!announced) {
    process.stdout.write('writing\n');
    announced = true;
  }
  await write;
}
