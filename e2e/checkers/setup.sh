#!/usr/bin/env bash
# Set-up for `pnpm check:pages`: the Nu HTML Checker (vnu-jar) runs on Java. Uses the machine's
# Java when there is one; otherwise installs Debian's default-jre-headless with apt-get (root, or
# sudo). The browser is Debian's Chromium (/usr/bin/chromium), never a downloaded one.
set -euo pipefail

if ! java -version >/dev/null 2>&1; then
  echo "› installing Java for the Nu HTML Checker (Debian's default-jre-headless)"
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update
  $SUDO apt-get install -y --no-install-recommends default-jre-headless
fi
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Chromium is missing: install Debian's (apt-get install chromium), as for the e2e tests." >&2
  exit 1
fi
