#!/usr/bin/env bash
# Runs a command on Node 24 (`bash scripts/on-node24.sh node scripts/dev.mjs`): npm run dev, npm test and
# npm run bench go through it, so a machine whose own node is older (Node 20 breaks sign-in: realtime-js
# needs a native WebSocket) still runs the app on the container's Node, installed once by node24.sh.
set -e
# shellcheck source=scripts/node24.sh
source "$(dirname "${BASH_SOURCE[0]}")/node24.sh"
exec "$@"
