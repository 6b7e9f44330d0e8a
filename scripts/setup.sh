#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian machine: Node.js 24 when the machine's is
# older (scripts/use-node-24.sh), pnpm, and the workspace's packages (better-sqlite3 compiles
# against Node 24's headers).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node-24.sh

PNPM_VERSION=12.21.0
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$PNPM_VERSION" ]; then
  echo "› installing pnpm $PNPM_VERSION"
  npm install --global "pnpm@$PNPM_VERSION" >/dev/null
fi

echo "› installing packages (Node.js $(node --version))"
pnpm install --frozen-lockfile
