#!/usr/bin/env bash
# fix-ablate.sh DIR...: fix validity measured with the real verifier, by
# ablation. For every Dafny file under DIR that verifies as it is, and for
# every ensures clause of a method, function or predicate with a body, a
# variant drops that one clause (scripts/ablate). A correct implementation
# still verifies against the weaker postcondition: Dafny is run on the
# variant to confirm it (variants that do not verify are counted and
# skipped). Then `specfaith check --fix` runs on the variant; if it applies
# a fix, Dafny runs again. A fixed variant that no longer verifies is a
# fix that broke a correct implementation: it is listed with the clause it
# added and Dafny's error.
# One Dafny process at a time. Needs dafny, go and bin/specfaith.
# FIX_ABLATE_KEEP=DIR keeps the broken fixed variants there;
# FIX_ABLATE_FLAGS adds flags to specfaith check (e.g. --unchecked);
# SPECFAITH names the binary (default bin/specfaith).
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
sf="${SPECFAITH:-$here/bin/specfaith}"
go="$(command -v go || echo /usr/local/go/bin/go)"
command -v dafny >/dev/null || { echo "dafny not on PATH"; exit 2; }
[ -x "$sf" ] || { echo "build bin/specfaith first (make build)"; exit 2; }
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
(cd "$here" && "$go" build -o "$tmp/ablate" ./scripts/ablate) || { echo "cannot build scripts/ablate"; exit 2; }
keep="${FIX_ABLATE_KEEP:-}"
read -ra flags <<<"${FIX_ABLATE_FLAGS:-}"
[ -z "$keep" ] || mkdir -p "$keep"

# verify FILE: Dafny 2.3 verifies FILE with no error and no time-out; its
# output is left in $tmp/dafny.out.
verify() {
  (cd "$(dirname "$1")" && timeout 120 dafny /compile:0 /timeLimit:30 "$(basename "$1")") >"$tmp/dafny.out" 2>&1
  grep -Eq '^Dafny program verifier finished with [0-9]+ verified, 0 errors$' "$tmp/dafny.out"
}
# errors: Dafny's error lines, file names stripped, on one line.
errors() {
  grep -E '\): (Error|Related location)|errors? detected|^Dafny program verifier finished' "$tmp/dafny.out" |
    sed 's/^[^(]*(/(/' | head -4 | paste -sd' ' -
}
norm() { tr -d ' \t()' <<<"$1"; }

files=0; verified=0; variants=0; vok=0; vfail=0; fixed=0; kept=0; broke=0; unchecked=0; hinted=0; restored=0
while IFS= read -r f; do
  files=$((files+1))
  if ! verify "$f"; then echo "not verified as given: $f: $(errors)"; continue; fi
  verified=$((verified+1))
  rm -rf "$tmp/v"; mkdir "$tmp/v"
  "$tmp/ablate" "$f" "$tmp/v" >"$tmp/list" 2>"$tmp/ablate.err"
  [ -s "$tmp/ablate.err" ] && sed "s|^|ablate: $f: |" "$tmp/ablate.err"
  while IFS=$'\t' read -r n name line dropped; do
    variants=$((variants+1))
    v="$tmp/v/$n/$(basename "$f")"
    where="$f:$line $name"
    if ! verify "$v"; then
      vfail=$((vfail+1)); echo "variant does not verify: $where: dropped \`$dropped\`: $(errors)"; continue
    fi
    vok=$((vok+1))
    cp "$v" "$v.variant"
    (cd "$(dirname "$v")" && timeout 60 "$sf" check --fix "${flags[@]}" "$(basename "$v")") >"$tmp/sf.out" 2>&1
    if cmp -s "$v" "$v.variant"; then
      if grep -q 'skipped the fix for .*(unchecked)' "$tmp/sf.out"; then unchecked=$((unchecked+1))
      elif grep -q 'skipped the fix for .*(the proof may need a hint)' "$tmp/sf.out"; then hinted=$((hinted+1))
        echo "needs a proof hint: $where: dropped \`$dropped\`: $(grep -o 'skipped the fix for .*(the proof may need a hint)' "$tmp/sf.out" | head -1)"
      fi
      continue
    fi
    fixed=$((fixed+1))
    added=$(diff "$v.variant" "$v" | sed -n 's/^> *//p' | paste -sd' ' -)
    same=""
    if [ "$(norm "$added")" = "$(norm "$dropped")" ]; then restored=$((restored+1)); same=" (the dropped clause)"; fi
    if verify "$v"; then
      kept=$((kept+1)); echo "still verifies: $where: dropped \`$dropped\`, added \`$added\`$same"
    else
      broke=$((broke+1)); echo "BROKEN:         $where: dropped \`$dropped\`, added \`$added\`: $(errors)"
      [ -z "$keep" ] || cp "$v" "$keep/$(basename "$f" .dfy).drop$n.dfy"
    fi
  done <"$tmp/list"
done < <(find "$@" -name '*.dfy' | sort)
echo "files: $files; verified as given: $verified; variants: $variants; variants that verify: $vok (do not: $vfail)"
echo "variants fixed: $fixed; still verify: $kept; broken: $broke; fix restores the dropped clause as written: $restored; only an unchecked fix (not applied): $unchecked; only a fix whose proof may need a hint (not applied): $hinted"
