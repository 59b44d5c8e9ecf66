#!/usr/bin/env bash
# better-sqlite3 built for Electron's ABI (by `npm start`) does not load in Node: rebuild it for Node.
set -euo pipefail
if ! node -e "new (require('better-sqlite3'))(':memory:').close()" >/dev/null 2>&1; then
  echo "rebuilding better-sqlite3 for Node…"
  npm rebuild better-sqlite3 >/dev/null
fi
