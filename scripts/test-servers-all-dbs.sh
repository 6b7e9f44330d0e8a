#!/usr/bin/env bash
# Runs the server packages' suites (the JSON API, the page host, the releases, and the three
# composed as the site) on SQLite, then on one throw-away PostgreSQL cluster
# (api/scripts/with-throwaway-postgres.sh), which is removed even when the tests fail.
set -euo pipefail
cd "$(dirname "$0")/.."

run_suites() {
  (cd api && npx vitest run)
  (cd page-host && npx vitest run)
  (cd releases && npx vitest run)
  (cd server && npx vitest run)
}
export -f run_suites

echo "== server tests on SQLite =="
run_suites

echo "== server tests on PostgreSQL =="
bash api/scripts/with-throwaway-postgres.sh bash -c run_suites
