#!/usr/bin/env bash
# One command to pass every test: lint, type-check, unit and API tests (SQLite and PostgreSQL),
# production builds, three replicas behind HAProxy, and the Playwright suite against the built site served by the real API.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
apt_updated=""
apt_install() {
  [ -n "$apt_updated" ] || { as_root apt-get update -qq; apt_updated=1; }
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# Debian's Chromium for the browser tests: Playwright never downloads one here.
if [ ! -x /usr/bin/chromium ]; then echo "› installing chromium"; apt_install chromium; fi
# PostgreSQL for the API suite's second database.
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then echo "› installing postgresql"; apt_install postgresql; fi
# HAProxy for the replica suite: the balancer docs/deploying.md configures, in front of three servers.
if ! command -v haproxy >/dev/null 2>&1 && [ ! -x /usr/sbin/haproxy ]; then echo "› installing haproxy"; apt_install haproxy; fi

# Node.js 24 for this script and everything it starts, not only for setup.sh's own shell.
source scripts/use-node-24.sh

timings=()
# Runs one step, and notes how long it took: the run ends with where its time went.
step() {
  local name=$1 began=$SECONDS
  shift
  echo; echo "━━ $name"
  "$@"
  timings+=("$(printf '%5d s  %s' $((SECONDS - began)) "$name")")
}

step "setup (Node packages)" bash scripts/setup.sh
step "lint"                  pnpm lint
step "format"                pnpm format:check
step "type-check"            pnpm typecheck
step "unit tests"            pnpm test:unit
step "API tests (SQLite, then PostgreSQL)" pnpm test:api
step "build"                 pnpm build
step "replicas (PostgreSQL, HAProxy)" pnpm test:replicas
step "end-to-end"            pnpm test:e2e

echo; echo "━━ where the time went"
printf '%s\n' "${timings[@]}"
printf '%5d s  in all\n' $((SECONDS - started))
