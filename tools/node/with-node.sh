#!/bin/sh
# Usage: tools/node/with-node.sh COMMAND [ARGS...]
#
# Runs COMMAND with a supported Node.js (>= 22.12) first on PATH. When the node already on PATH is new enough
# nothing changes; otherwise the pinned Node 22 build is used (tools/node/ensure-node.sh installs it on first
# use). npm itself and every `node` the command starts (npm scripts, tsx, vitest, Playwright, the server)
# then run on that Node.js. The root scripts build, serve, test:unit and test:e2e start through this, so
# `npm start` and `npm test` work on a machine whose own node is older.
set -eu

if ! node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)' 2>/dev/null; then
  bin="$(sh "$(dirname "$0")/ensure-node.sh" 22)"
  echo "with-node: node on PATH is $(node --version 2>/dev/null || echo missing), Guardian needs >= 22.12; using $("$bin/node" --version) from tools/node/22" >&2
  PATH="$bin:$PATH"
  export PATH
fi

exec "$@"
