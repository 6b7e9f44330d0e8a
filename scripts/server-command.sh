#!/usr/bin/env bash
# Runs one of the server's commands (server/src/cli/<file>) with Node.js 24, from the server
# package as `pnpm serve` runs (relative DATA_DIR, WEB_ROOT… mean the same to both): the root
# package.json's `pnpm release`, `pnpm rollback`, `pnpm releases` and `pnpm deploy-token`.
# Straight to tsx, so a refusal ends with the command's own words and exit code.
set -euo pipefail
source "$(dirname "$0")/use-node-24.sh"
cd "$(dirname "$0")/../server"
file=$1
shift
exec node_modules/.bin/tsx "src/cli/$file" "$@"
