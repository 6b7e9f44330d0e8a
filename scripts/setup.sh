#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian machine: Node.js 24 when the machine's is
# older (scripts/use-node-24.sh), pnpm, and the workspace's packages (better-sqlite3 compiles
# against Node 24's headers).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node-24.sh

PNPM_VERSION=12.21.0
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$PNPM_VERSION" ]; then
  echo "› installing pnpm $PNPM_VERSION"
  npm install --global "pnpm@$PNPM_VERSION" >/dev/null
fi

# The README's other commands (pnpm release, pnpm deploy-token, pnpm bench:…) are typed in a
# plain terminal, whose PATH may have an older node and no pnpm at all (pnpm went into Node 24's
# folder above). Give that terminal a `pnpm` that runs this one with Node 24 first on PATH; a
# pnpm the machine already has is left alone (the root package.json's commands switch to Node 24
# themselves: scripts/with-node-24.sh).
PNPM_SHIM_MARK='clinic-site: pnpm with Node.js 24'
terminal_pnpm=$(PATH="$CLINIC_TERMINAL_PATH" command -v pnpm || true)
if [ -z "$terminal_pnpm" ] || grep -qs "$PNPM_SHIM_MARK" "$terminal_pnpm"; then
  node_bin=$(dirname "$(command -v node)")
  shim_dir=""
  for dir in /usr/local/bin "$HOME/.local/bin"; do
    case ":$CLINIC_TERMINAL_PATH:" in *":$dir:"*) ;; *) continue ;; esac
    if [ -w "$dir" ]; then shim_dir=$dir; break; fi
  done
  if [ -n "$shim_dir" ]; then
    printf '#!/bin/sh\n# %s (written by scripts/setup.sh)\nPATH="%s:$PATH" exec "%s/pnpm" "$@"\n' \
      "$PNPM_SHIM_MARK" "$node_bin" "$node_bin" >"$shim_dir/pnpm"
    chmod 755 "$shim_dir/pnpm"
  else
    echo "› no writable folder on your PATH for pnpm: run the README's pnpm commands as" \
      "bash scripts/with-node-24.sh pnpm …"
  fi
fi

echo "› installing packages (Node.js $(node --version))"
pnpm install --frozen-lockfile
