#!/usr/bin/env bash
# Prepares a Debian or Ubuntu machine to build and test Spyglass: the system packages the e2e and
# keychain tests need, Node 24 when the machine's node is too old, then `npm ci`.
#   bash scripts/setup-debian.sh         prints the PATH line to use if it installed Node 24
#   bash scripts/setup-debian.sh start   then runs `npm start` (or any npm script: test, web, …)
#   . scripts/setup-debian.sh            keeps that PATH in the current shell (as .ci/run does)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

sudo=''
[ "$(id -u)" -eq 0 ] || sudo='sudo'

# System packages, only the missing ones. Debian ships Chromium as a package; Ubuntu only as a
# snap, so there Playwright's own Chromium is installed instead (at the end).
packages=(gnome-keyring dbus-x11 libsecret-tools)
[ "$(. /etc/os-release && echo "${ID:-}")" = debian ] && packages+=(chromium)
command -v node >/dev/null && command -v npm >/dev/null || packages+=(nodejs npm)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]}"
  $sudo apt-get update
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
fi

# Node runs our .ts files as they are, which needs type stripping on by default: Node >= 22.18.
# An older node (Debian 12 has 18) installs Node 24 and a matching npm from the npm registry.
node_ok() {
  node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 18) ? 0 : 1)' 2>/dev/null
}
if ! node_ok; then
  node_dir="${SPYGLASS_NODE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/spyglass-node}"
  node_bin="$node_dir/node_modules/.bin"
  if ! PATH="$node_bin:$PATH" node_ok; then
    echo "Installing Node 24 into $node_dir"
    npm install --prefix "$node_dir" --no-audit --no-fund --loglevel=error node@24 npm@11
  fi
  export PATH="$node_bin:$PATH"
fi
echo "node $(node --version), npm $(npm --version)"

# The Electron binary is fetched on first use, not at install; browsers are never fetched here.
ELECTRON_SKIP_BINARY_DOWNLOAD=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund

if [ ! -x /usr/bin/chromium ]; then
  npx playwright install --with-deps chromium
fi
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  if [ "$#" -gt 0 ]; then
    exec npm run "$@"
  elif [ -n "${node_bin:-}" ]; then
    echo "Node 24 is in $node_bin. Put it first on PATH:"
    echo "  export PATH=\"$node_bin:\$PATH\""
  fi
fi
