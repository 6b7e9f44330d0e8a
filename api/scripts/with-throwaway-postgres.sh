#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throw-away PostgreSQL cluster started here on a
# spare port (127.0.0.1 only) and removed on exit, whether the command succeeds or not:
#   bash scripts/with-throwaway-postgres.sh npx vitest run
#   bash scripts/with-throwaway-postgres.sh pnpm bench
# Needs Debian's postgresql package (CI: apt-get install -y postgresql). initdb refuses to run as
# root, so as root the cluster runs as the `postgres` user (created if missing).
set -euo pipefail

PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
if [[ -z "$PG_BIN" || ! -x "$PG_BIN/initdb" ]]; then
  echo "PostgreSQL binaries not found under /usr/lib/postgresql/*/bin (apt-get install -y postgresql)" >&2
  exit 1
fi

PG_USER=postgres
if [[ "$(id -u)" -ne 0 ]]; then
  PG_USER="$(id -un)"
elif ! id "$PG_USER" >/dev/null 2>&1; then
  useradd --system --no-create-home --shell /usr/sbin/nologin "$PG_USER"
fi
as_pg() { if [[ "$(id -un)" == "$PG_USER" ]]; then "$@"; else runuser -u "$PG_USER" -- "$@"; fi; }

PG_DIR="$(mktemp -d /tmp/clinic-pg-XXXXXX)"
chown "$PG_USER" "$PG_DIR"
PG_PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap cleanup EXIT INT TERM

as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U clinic --auth=trust --locale=C.UTF-8 --encoding=UTF8 >/dev/null
# PG_FSYNC=off (default) speeds up test runs: the cluster lives for one run, and the durability
# test kills the API process, not PostgreSQL. The benchmark sets PG_FSYNC=on for honest writes.
PG_FSYNC="${PG_FSYNC:-off}"
as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$PG_PORT -c unix_socket_directories=$PG_DIR -c fsync=$PG_FSYNC -c max_connections=200" \
  start >/dev/null

echo "PostgreSQL on 127.0.0.1:$PG_PORT" >&2
# Not exec: the EXIT trap must run to stop the cluster.
DATABASE_URL="postgres://clinic@127.0.0.1:$PG_PORT/postgres" "$@"
