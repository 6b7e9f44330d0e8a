#!/usr/bin/env bash
# Runs a command with Node.js 24 first on PATH (scripts/use-node-24.sh), whatever `node` the
# terminal has: the root package.json's commands go through it, so `pnpm release`, `pnpm
# deploy-token`, `pnpm bench:…` work from a plain terminal after the README's set-up.
set -euo pipefail
source "$(dirname "$0")/use-node-24.sh"
exec "$@"
