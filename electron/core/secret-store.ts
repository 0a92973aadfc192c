// Secrets (API keys, the cache key) in the OS keychain: macOS Keychain, Windows Credential
// Manager, the Secret Service on Linux. Where there is none, secrets live in memory for this
// session only and are never written to disk in clear.
import { AsyncEntry } from '@napi-rs/keyring';

export interface SecretStore {
  /** false when secrets last only as long as this process. */
  readonly persistent: boolean;
  get(name: string): Promise<string | null>;
  set(name: string, secret: string): Promise<void>;
  delete(name: string): Promise<void>;
}

export const KEYCHAIN_SERVICE = 'Spyglass';

export class KeychainSecretStore implements SecretStore {
  readonly persistent = true;
  private readonly service: string;
  constructor(service: string = KEYCHAIN_SERVICE) {
    this.service = service;
  }

  // On Linux the library would fall back to the kernel keyring, which forgets everything at
  // logout; pinning the Secret Service makes a missing keychain visible instead.
  private entry(name: string): AsyncEntry {
    return new AsyncEntry(this.service, name, { linux: { store: 'secret-service' } });
  }
  get(name: string): Promise<string | null> {
    return this.entry(name).getPassword();
  }
  set(name: string, secret: string): Promise<void> {
    return this.entry(name).setPassword(secret);
  }
  async delete(name: string): Promise<void> {
    await this.entry(name).deleteCredential();
  }
}

export class MemorySecretStore implements SecretStore {
  readonly persistent: boolean;
  private readonly secrets = new Map<string, string>();
  /** `persistent: true` makes a stand-in for a keychain, for tests that relaunch on one store. */
  constructor(options: { persistent?: boolean } = {}) {
    this.persistent = options.persistent ?? false;
  }
  async get(name: string): Promise<string | null> {
    return this.secrets.get(name) ?? null;
  }
  async set(name: string, secret: string): Promise<void> {
    this.secrets.set(name, secret);
  }
  async delete(name: string): Promise<void> {
    this.secrets.delete(name);
  }
}

export interface OpenedSecretStore {
  store: SecretStore;
  /** Why the keychain could not be used, in words for the user; null when it is in use. */
  problem: string | null;
}

/** The keychain when a write-read-delete round trip works; otherwise memory, with the reason. */
export async function openSecretStore(service: string = KEYCHAIN_SERVICE): Promise<OpenedSecretStore> {
  const keychain = new KeychainSecretStore(service);
  const probe = `probe-${process.pid}-${Date.now()}`;
  try {
    await keychain.set(probe, 'probe');
    const back = await keychain.get(probe);
    await keychain.delete(probe);
    if (back !== 'probe') throw new Error('the keychain did not return what was stored');
    return { store: keychain, problem: null };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return {
      store: new MemorySecretStore(),
      problem: `The system keychain is not available (${reason}). API keys are kept in memory until Spyglass quits and must be entered again next time.`,
    };
  }
}
