#!/usr/bin/env bash
# One command to run the site: install, build every app, serve site and API on one URL.
set -euo pipefail
cd "$(dirname "$0")/.."
# Node.js 24 for this script and everything it starts, not only for setup.sh's own shell.
source scripts/use-node-24.sh
bash scripts/setup.sh
echo "› building the shell and the three remotes"
pnpm build
echo "› serving on http://localhost:${PORT:-8080} (data in ${DATA_DIR:-./api/data})"
exec pnpm serve
