#!/usr/bin/env bash
# The whole test suite: strict typecheck, then vitest. Ends with the plain line
# "N passed, N failed" that CI reads. Extra arguments go to vitest (a folder, -t NAME, ...).
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
tsc --noEmit || { echo "0 passed, 1 failed: typecheck"; exit 1; }
results=$(mktemp)
vitest run --reporter=default --reporter=json --outputFile="$results" "$@"
status=$?
node -e '
  const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  const skipped = (r.numPendingTests || 0) + (r.numTodoTests || 0);
  console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed` + (skipped ? `, ${skipped} skipped` : ""));
' "$results" 2>/dev/null || echo "0 passed, 1 failed: vitest wrote no results"
rm -f "$results"
exit $status
