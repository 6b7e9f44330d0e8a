#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian machine with Node.js 20+: pnpm and the
# workspace's packages (better-sqlite3 compiles against the machine's Node headers).
set -euo pipefail
cd "$(dirname "$0")/.."

node_ok=$(node -e 'const [a,b]=process.versions.node.split(".").map(Number);console.log(a>20||(a===20&&b>=19)?1:0)' 2>/dev/null || echo 0)
if [ "$node_ok" != 1 ]; then
  echo "This project needs Node.js 20.19 or newer (found: $(node --version 2>/dev/null || echo none))." >&2
  exit 1
fi

PNPM_VERSION=12.21.0
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$PNPM_VERSION" ]; then
  echo "› installing pnpm $PNPM_VERSION"
  npm install --global "pnpm@$PNPM_VERSION" >/dev/null
fi

export npm_config_nodedir="${npm_config_nodedir:-/usr}"
echo "› installing packages"
pnpm install --frozen-lockfile
