#!/usr/bin/env bash
# Runs the API suite on SQLite, then on a throw-away PostgreSQL cluster started here on a spare
# port (127.0.0.1 only) and removed on exit, whether the tests pass or not.
# CI: `apt-get install -y postgresql` first; the Debian package provides the binaries and the
# `postgres` user. initdb refuses to run as root, so the cluster runs as that user.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== API tests on SQLite =="
npx vitest run

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
# fsync=off: this cluster lives for one test run. The durability test kills the API process,
# not PostgreSQL, so what it proves does not depend on PostgreSQL's own fsync.
as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$PG_PORT -c unix_socket_directories=$PG_DIR -c fsync=off -c max_connections=200" \
  start >/dev/null

echo "== API tests on PostgreSQL (127.0.0.1:$PG_PORT) =="
DATABASE_URL="postgres://clinic@127.0.0.1:$PG_PORT/postgres" npx vitest run
