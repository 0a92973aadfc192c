// electron-builder afterPack hook: the packaged app must carry the @napi-rs/keyring binary of the
// platform and architecture it was built for, unpacked from the asar. npm installs only the host's
// one, so packaging for another architecture (x64 on an arm64 Mac, arm64 on x64 Windows) needs it
// installed first, e.g. `npm install --no-save --force @napi-rs/keyring-darwin-x64@<version>`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// electron-builder's Arch enum: ia32 0, x64 1, armv7l 2, arm64 3, universal 4.
const ARCH = { 0: 'ia32', 1: 'x64', 2: 'arm', 3: 'arm64' };

/** napi-rs's package suffix for a platform and arch. */
export function keyringTriple(platform, arch) {
  if (platform === 'darwin' || platform === 'mas') return `darwin-${arch}`;
  if (platform === 'win32') return `win32-${arch}-msvc`;
  if (platform === 'linux') return arch === 'arm' ? 'linux-arm-gnueabihf' : `linux-${arch}-gnu`;
  return `${platform}-${arch}`;
}

export default async function afterPack(context) {
  const arch = ARCH[context.arch];
  if (!arch) return; // universal macOS builds merge two checked per-arch builds
  const platform = context.electronPlatformName;
  const triple = keyringTriple(platform, arch);
  const resources =
    platform === 'darwin' || platform === 'mas'
      ? join(context.appOutDir, `${context.packager.appInfo.productFilename}.app`, 'Contents', 'Resources')
      : join(context.appOutDir, 'resources');
  const binary = join(resources, 'app.asar.unpacked', 'node_modules', '@napi-rs', `keyring-${triple}`, `keyring.${triple}.node`);
  if (!existsSync(binary)) {
    throw new Error(
      `The packaged app has no keychain binary for ${platform}-${arch} (${binary}). ` +
        `Install it before packaging (npm install --no-save --force @napi-rs/keyring-${triple}) ` +
        'and keep it in electron-builder.yml (files, asarUnpack).',
    );
  }
}
