#!/usr/bin/env bash
# Runs the API suite on SQLite, then on a throw-away PostgreSQL cluster (see
# with-throwaway-postgres.sh), which is removed even when the tests fail.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== API tests on SQLite =="
npx vitest run

echo "== API tests on PostgreSQL =="
bash scripts/with-throwaway-postgres.sh npx vitest run
