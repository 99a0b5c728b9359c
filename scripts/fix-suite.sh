#!/usr/bin/env bash
# fix-suite.sh: the quick-fix measured on check/testdata/fixsuite, weak
# specs with correct bodies written for this purpose (README there). For
# each weak Dafny file: `specfaith check --fix` on a copy, then Dafny on
# the fixed copy; counted as fixed when a fix was applied, the file still
# verifies, and the faithful twin's contract implies the added clauses:
# Dafny proves a lemma written by scripts/implies, or, where Dafny needs an
# induction it is not given, the implication holds on every input and
# output specfaith's search tries (implies -search; reported apart). Lean: counted when a fix checked against the
# implementation is offered (`--diff` would apply one). Nagini (slow:
# a minute a file) with FIX_SUITE_NAGINI=1: as Dafny, with Nagini.
# A weak file the verifier does not accept as given is left out.
# Exit status 1 when fewer than 80 % of the Dafny files are fixed.
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
sf="${SPECFAITH:-$here/bin/specfaith}"
suite="$here/check/testdata/fixsuite"
[ -x "$sf" ] || { echo "build bin/specfaith first (make build)"; exit 2; }
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
go="$(command -v go || echo /usr/local/go/bin/go)"
(cd "$here" && "$go" build -o "$tmp/implies" ./scripts/implies) || { echo "cannot build scripts/implies"; exit 2; }
# The tool's output is read whole: grep -q stops reading at its match, and
# a tool still writing then dies of SIGPIPE, which pipefail counts as a
# failure.
dafny_ok() { local out; out=$( (cd "$(dirname "$1")" && timeout 120 dafny /compile:0 /timeLimit:30 "$(basename "$1")") 2>&1)
  grep -Eq '^Dafny program verifier finished with [0-9]+ verified, 0 errors$' <<<"$out"; }
nagini_ok() { local out; out=$(timeout 600 "${NAGINI:-$here/.venv/bin/nagini}" "$1" 2>&1); grep -q 'Verification successful' <<<"$out"; }
run() { # lang ext verifier
  local lang=$1 ext=$2 verify=$3 n=0 ok=0
  for f in "$suite/$lang"/*."$ext"; do
    case "$f" in *.faithful."$ext") continue ;; esac
    n=$((n+1)); name=$(basename "$f")
    cp "$f" "$tmp/$name"
    if [ "$verify" = offered ]; then
      out=$(cd "$tmp" && "$sf" check --diff "$name" 2>&1)
      if grep -q ': would apply ' <<<"$out"; then
        ok=$((ok+1)); echo "fix offered: $lang/$name: $(grep -m1 'would apply' <<<"$out" | sed 's/^[^:]*: //')"
      else echo "NO FIX:      $lang/$name: $(grep -m1 'no fix\|skipped' <<<"$out")"; fi
      continue
    fi
    if ! "$verify" "$tmp/$name"; then
      # Not a weak spec the verifier accepts: nothing for a fix to keep.
      n=$((n-1)); echo "NOT VERIFIED AS GIVEN (left out): $lang/$name"; continue
    fi
    out=$(cd "$tmp" && "$sf" check --fix "$name" 2>&1)
    if cmp -s "$f" "$tmp/$name"; then
      echo "NO FIX:      $lang/$name: $(grep -m1 'no fix\|skipped' <<<"$out")"; continue
    fi
    what=$(grep -m1 'applied' <<<"$out" | sed 's/^[^:]*: //')
    if ! "$verify" "$tmp/$name"; then echo "BROKEN:      $lang/$name: $what"; continue; fi
    implied=""
    if [ "$lang" = dafny ]; then
      faithful="${f%.$ext}.faithful.$ext"
      if "$tmp/implies" "$f" "$tmp/$name" "$faithful" "$tmp/implied.dfy" && dafny_ok "$tmp/implied.dfy"; then
        implied=" (Dafny proves the faithful contract implies it)"; proved=$((proved+1))
      elif on=$("$tmp/implies" -search "$f" "$tmp/$name" "$faithful"); then
        implied=" (the faithful contract implies it on the search: $on; Dafny does not prove it unaided)"
      else echo "NOT IMPLIED: $lang/$name: $what ($on)"; continue; fi
    fi
    ok=$((ok+1)); echo "fixed:       $lang/$name: $what$implied"
  done
  if [ "$lang" = dafny ]; then echo "$lang: $ok of $n ($proved with the implication proved by Dafny)"; else echo "$lang: $ok of $n"; fi
  eval "${lang}_ok=$ok ${lang}_n=$n"
}
dafny_n=0; dafny_ok=0; proved=0
if command -v dafny >/dev/null; then run dafny dfy dafny_ok; else echo "dafny not on PATH: Dafny part skipped"; fi
run lean lean offered
[ -z "${FIX_SUITE_NAGINI:-}" ] || run nagini py nagini_ok
[ "$dafny_n" -eq 0 ] || [ $((dafny_ok * 100)) -ge $((dafny_n * 80)) ]
