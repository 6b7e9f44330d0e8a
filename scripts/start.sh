#!/usr/bin/env bash
# One command to run the site: install, build every app, serve site and API on one URL.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
echo "› building the shell and the three remotes"
pnpm build
echo "› serving on http://localhost:${PORT:-8080} (data in ${DATA_DIR:-./api/data})"
exec pnpm serve
