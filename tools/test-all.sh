#!/usr/bin/env bash
# npm run test:all: every check and every test, as CI runs them (.ci/run installs what this needs first).
#
#   1. static checks side by side, beside everything below: typecheck, lint, formatting, the OpenAPI document;
#   2. one web build and one server bundle, shared by both browser runs;
#   3. two runs side by side, one per database, each its unit and API tests and then its share of the browser
#      specs (e2e/support/share.ts: every spec once, the @core set on both, the shares balanced so that both
#      runs end together):
#        pglite    Node 22, the unit and API tests whose outcome can depend on the database
#                  (apps/api/test/database-specific.ts) without CORPUS_DIR (their sample, as on a clone),
#                  browser share 1/2;
#        postgres  Node 24, DATABASE_URL (TEST_DATABASE_URL, default the machine's server), every unit and API
#                  test, browser share 2/2;
#      The browser shares walk Guardian's own XSS vectors, without CORPUS_DIR, so a spec takes as long in
#      either; the public corpora run in full through the PostgreSQL run's API tests (sweeps, cms-xss).
#   4. each stage's time and the slowest test files and specs (tools/test-times.ts).
# Reports go to TEST_REPORTS_DIR (default test-reports/, ignored by git).
set -euo pipefail
cd "$(dirname "$0")/.."

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
REPORTS="${TEST_REPORTS_DIR:-$PWD/test-reports}"
rm -rf "$REPORTS"
mkdir -p "$REPORTS"
NODE22_BIN="$(sh tools/node/ensure-node.sh 22)"
NODE24_BIN="$(sh tools/node/ensure-node.sh 24)"
export PATH="$NODE22_BIN:$PATH"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

STAGES="$REPORTS/stages.txt"
: >"$STAGES"
# stage NAME COMMAND...: runs COMMAND, records how long it took, and keeps its exit status.
stage() {
  local name="$1" started=$SECONDS status=0
  shift
  "$@" || status=$?
  printf '%6d s  %s%s\n' "$((SECONDS - started))" "$name" "$([ "$status" = 0 ] || echo '  (failed)')" >>"$STAGES"
  return "$status"
}

# Runs each named npm script in the background with its output in a file, then prints each one's output and
# fails if any failed.
static_checks() {
  local pids=() names=("$@") failed=0 i name
  for name in "${names[@]}"; do
    npm run --silent "$name" >"$REPORTS/$name.log" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then echo "ok: npm run ${names[$i]}"; else
      echo "FAILED: npm run ${names[$i]}"
      failed=1
    fi
    cat "$REPORTS/${names[$i]}.log"
  done
  return "$failed"
}

build_once() {
  WEB_DIST_DIR="$REPORTS/web" npm run --silent build
  tsx apps/api/scripts/build-server.ts
}

# database_run NAME NODE_BIN SHARE PORT UNIT_ENV ENV...: one database's unit and API tests (with ENV and then
# UNIT_ENV, words for env(1)), then its browser share (with ENV), its server on PORT.
database_run() {
  local name="$1" bin="$2" share="$3" port="$4" unit_env="$5" status=0
  shift 5
  (
    export PATH="$bin:$PATH"
    echo "Node $(node --version) for the $name run"
    # shellcheck disable=SC2086 # unit_env is a list of words for env.
    stage "$name: unit and API tests" env "$@" $unit_env TEST_RETRIES=1 npx vitest run --reporter=default --reporter=json --outputFile.json="$REPORTS/unit-$name.json" || status=1
    stage "$name: browser tests, share $share" env -u CORPUS_DIR "$@" E2E_SHARE="$share" E2E_PORT="$port" WEB_DIST_DIR="$REPORTS/web" GUARDIAN_SERVER_BUILT=1 \
      E2E_OUTPUT_DIR="$REPORTS/e2e-$name" npm run --silent test -w @guardian/e2e || status=1
    exit "$status"
  ) 2>&1 | sed -u "s/^/[$name] /"
  return "${PIPESTATUS[0]}"
}

failed=0
built=1
echo "== Static checks beside the build and the tests"
# A failed static check fails the run but does not stop the tests: one run shows every problem. They run beside
# the tests rather than before them: alone, their longest (ESLint) kept one core idle for about a minute after
# the others had ended. Their output is printed once they end.
stage "static checks" static_checks typecheck lint format:check lint:api >"$REPORTS/static-checks.log" 2>&1 &
static_run=$!
stage "web build and server bundle" build_once || { failed=1; built=0; }

if [ "$built" = 1 ]; then
  echo "== Tests, one run per database side by side"
  database_run pglite "$NODE22_BIN" 1/2 3199 TEST_FILES=database-specific -u DATABASE_URL -u CORPUS_DIR &
  pglite_run=$!
  database_run postgres "$NODE24_BIN" 2/2 3299 "" -u TEST_FILES DATABASE_URL="$PG_URL" &
  postgres_run=$!
  wait "$pglite_run" || { echo "The PGlite run failed." >&2; failed=1; }
  wait "$postgres_run" || { echo "The PostgreSQL run failed." >&2; failed=1; }
fi
wait "$static_run" || failed=1
echo "== Static checks"
cat "$REPORTS/static-checks.log"

echo "== Time by stage (the static checks and the two database runs overlap)"
cat "$STAGES"
# Last, so that the end of a long log names every failed or flaky test.
tsx tools/test-times.ts --top 15 "$REPORTS"/unit-*.json "$REPORTS"/e2e-*-report.json || true
exit "$failed"
