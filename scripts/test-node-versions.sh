#!/usr/bin/env bash
# Runs the test suite under Node 22 and 24 too (CI runs it after `npm test` on the machine's
# Node 20), reusing that run's build in dist/. Each Node comes from the npm `node` package,
# installed into a cache directory outside the project, so package.json and the lockfile stay
# as they are. NODE_TEST_VERSIONS picks other majors; NODE_VERSIONS_DIR moves the cache.
set -euo pipefail
cd "$(dirname "$0")/.."

versions="${NODE_TEST_VERSIONS:-22 24}"
cache="${NODE_VERSIONS_DIR:-${TMPDIR:-/tmp}/mcp-tool-lint-node-versions}"
if [ ! -f dist/cli.js ]; then
  echo "test-node-versions: dist/ is missing; run \`npm run build\` first" >&2
  exit 2
fi

failed=""
for major in $versions; do
  prefix="$cache/node$major"
  bin="$prefix/node_modules/node/bin"
  # The package's install script fetches the binary for this platform; reuse it when present.
  if ! "$bin/node" --version >/dev/null 2>&1; then
    rm -rf "$prefix"
    mkdir -p "$prefix"
    (cd "$prefix" && npm install --no-save --no-package-lock --no-audit --no-fund "node@$major" >&2)
  fi
  version="$("$bin/node" --version 2>/dev/null || true)"
  case "$version" in
    "v$major".*) ;;
    *)
      echo "test-node-versions: installing node@$major gave \`${version:-no working node}\` in $prefix" >&2
      exit 2
      ;;
  esac
  echo "== vitest on node $version"
  started=$SECONDS
  # Tests start the CLI and fixture servers with the running node or the `node` on PATH: both are this one.
  if PATH="$bin:$PATH" "$bin/node" node_modules/vitest/vitest.mjs run; then
    echo "== node $version: passed in $((SECONDS - started)) s"
  else
    echo "== node $version: FAILED after $((SECONDS - started)) s"
    failed="$failed $version"
  fi
done

if [ -n "$failed" ]; then
  echo "test-node-versions: the suite failed on node$failed" >&2
  exit 1
fi
