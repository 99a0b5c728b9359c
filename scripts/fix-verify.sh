#!/usr/bin/env bash
# fix-verify.sh DIR...: fix validity measured with the real verifier.
# For every Dafny file under DIR that verifies with Dafny as it is, apply
# `specfaith check --fix` to a copy and verify the copy again. A fix that
# makes a verified file fail broke a correct implementation: a wrong fix.
# Prints one line per fixed file and a summary; needs dafny and bin/specfaith.
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
sf="$here/bin/specfaith"
command -v dafny >/dev/null || { echo "dafny not on PATH"; exit 2; }
[ -x "$sf" ] || { echo "build bin/specfaith first (make build)"; exit 2; }
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
verifies() { (cd "$(dirname "$1")" && timeout 120 dafny /compile:0 /timeLimit:30 "$(basename "$1")" 2>&1 | grep -q ' 0 errors'); }
fixed=0; kept=0; broke=0; skipped=0
while IFS= read -r f; do
  c="$tmp/$(basename "$f")"
  cp "$f" "$c"
  "$sf" check --fix "$c" >"$tmp/out" 2>&1
  grep -q "applied" "$tmp/out" || continue
  if ! verifies "$f"; then skipped=$((skipped+1)); echo "not verified as given: $f"; continue; fi
  fixed=$((fixed+1))
  what=$(grep -o "applied.*" "$tmp/out" | head -1)
  if verifies "$c"; then kept=$((kept+1)); echo "still verifies: $f: $what"
  else broke=$((broke+1)); echo "BROKEN:         $f: $what"; fi
done < <(find "$@" -name '*.dfy' | sort)
echo "files fixed: $fixed; still verify: $kept; broken: $broke; not verified as given: $skipped"
