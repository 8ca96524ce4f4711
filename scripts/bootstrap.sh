#!/usr/bin/env bash
# Runs a command with everything the project needs in place, installing what is missing:
#   Node 24 (from the npm registry, package node-linux-<arch>@24, under a prefix outside node_modules),
#   the npm dependencies (npm ci, only when package-lock.json changed since the last install),
#   and, with --chromium, Debian's chromium for the page tests (apt-get).
# Idempotent and quick when everything is already there, so `npm test` and `npm run demo`
# work from a fresh clone on a machine that ships an older Node.
#
#   bash scripts/bootstrap.sh [--chromium] -- COMMAND [ARGS...]
set -euo pipefail
cd "$(dirname "$0")/.."

want_chromium=false
while [ $# -gt 0 ]; do
  case "$1" in
    --chromium) want_chromium=true; shift ;;
    --) shift; break ;;
    *) break ;;
  esac
done

say() { printf 'bootstrap: %s\n' "$*" >&2; }

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" -lt 24 ]; then
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64|arm64) arch=arm64 ;;
    *) say "no node-linux package for $(uname -m): install Node 24 yourself"; exit 1 ;;
  esac
  prefix="${PAGE_SELECTOR_NODE_PREFIX:-$HOME/.cache/page-selector/node24}"
  bin="$prefix/node_modules/node-linux-$arch/bin"
  if [ ! -x "$bin/node" ]; then
    say "Node $(node -v 2>/dev/null || echo none) is older than 24: installing node-linux-$arch@24 under $prefix"
    npm install --silent --no-audit --no-fund --prefix "$prefix" "node-linux-$arch@24" >&2
  fi
  export PATH="$bin:$PATH"
fi

# npm ci only when the lock file differs from what was installed last time.
stamp=node_modules/.page-selector-lock.sha1
lock_sum=$(sha1sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_sum" ]; then
  say "installing dependencies (npm ci)"
  npm ci --no-audit --no-fund >&2
  echo "$lock_sum" > "$stamp"
fi

if $want_chromium && [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then
  say "installing Debian's chromium for the page tests"
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >&2
fi

exec "$@"
