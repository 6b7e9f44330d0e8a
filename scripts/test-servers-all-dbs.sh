#!/usr/bin/env bash
# Runs the server packages' suites (the JSON API, the page host, the releases, and the three
# composed as the site) on SQLite, then on one throw-away PostgreSQL cluster
# (api/scripts/with-throwaway-postgres.sh), which is removed even when the tests fail.
#
# The PostgreSQL pass runs only what the database can change. The two lists below are the one
# place that says what runs on SQLite alone: suites and files whose outcome reads or writes no
# data the database holds (units on files and memory, config parsing, backups that are SQLite
# files whatever the site runs on, sandboxes, rendering, headers, slow clients, file modes), which
# a second pass would only check again. Anything that reads or writes data through Kysely (the
# API's routes, sessions and limits, enquiries, uploads, release pointers, candidates and tokens)
# stays on both; when in doubt, leave a file off the lists. Running a listed file by hand on
# PostgreSQL still works: the lists are read here, not by the packages' vitest configs
# (decision 0084).
set -euo pipefail
cd "$(dirname "$0")/.."

export SUITES="api page-host releases server"
# Whole suites on SQLite only: the page host's and the releases' are units; they open no database.
export SQLITE_ONLY_SUITES="page-host releases"
# Files (paths from their package) on SQLite only, as "package:path".
export SQLITE_ONLY_FILES="
  api:src/cache/read-cache.test.ts
  api:src/db/batched-writer.test.ts
  api:src/lib/client-key.test.ts
  api:test/backup-retention.test.ts
  server:src/config/site-config.test.ts
  server:test/go-live-warning.test.ts
  server:test/live-site.test.ts
  server:test/missing-dist.test.ts
  server:test/page-fuzz.test.ts
  server:test/page-logging.test.ts
  server:test/private-files.test.ts
  server:test/production-react.test.ts
  server:test/site-origin.test.ts
  server:test/slow-clients.test.ts
  server:test/team-code-sandbox.test.ts
"

# Runs each suite; on PostgreSQL (DATABASE_URL set) without what the lists keep on SQLite.
run_suites() {
  local suite entry
  for suite in $SUITES; do
    local excludes=()
    if [[ -n "${DATABASE_URL:-}" ]]; then
      [[ " $SQLITE_ONLY_SUITES " == *" $suite "* ]] && continue
      for entry in $SQLITE_ONLY_FILES; do
        # `vitest --exclude` adds to the config's own excludes.
        [[ "$entry" == "$suite:"* ]] && excludes+=("--exclude=${entry#*:}")
      done
    fi
    (cd "$suite" && npx vitest run "${excludes[@]}")
  done
}
export -f run_suites

echo "== server tests on SQLite =="
run_suites

echo "== server tests on PostgreSQL (what the database can change; see this script's header) =="
bash api/scripts/with-throwaway-postgres.sh bash -c run_suites
