#!/usr/bin/env bash
# Times Dafny's verification and specfaith's whole check on the same files,
# one at a time, and prints each file's ratio and the median (issue 37:
# median ≥ 300×). Usage: scripts/dafny-sidebyside.sh SPECFAITH FILE...
# Dafny 2.3 (Debian): `dafny /compile:0 FILE`; a file Dafny rejects or
# times out on (60 s) is listed but left out of the median.
set -u
bin=$1; shift
ratios=()
# Times are read from bash's own clock (EPOCHREALTIME): `date` would be a
# process of its own, a millisecond or two, as long as specfaith's check of
# a small file. specfaith's time is the median of five runs.
median5() {
  local runs=() t0 t1
  for _ in 1 2 3 4 5; do
    t0=$EPOCHREALTIME
    "$@" >/dev/null 2>&1
    t1=$EPOCHREALTIME
    runs+=("$(awk "BEGIN {print $t1 - $t0}")")
  done
  printf '%s\n' "${runs[@]}" | sort -g | sed -n 3p
}
for f in "$@"; do
  t0=$EPOCHREALTIME
  timeout 60 dafny /compile:0 "$f" >/dev/null 2>&1
  rc=$?
  t1=$EPOCHREALTIME
  d=$(awk "BEGIN {print $t1 - $t0}")
  s=$(median5 "$bin" check "$f")
  if [ $rc -ne 0 ]; then
    printf '%-70s dafny exit %d (%.2f s), left out\n' "$f" $rc "$d"
    continue
  fi
  r=$(awk "BEGIN {print $d / $s}")
  ratios+=("$r")
  printf '%-70s dafny %6.2f s  specfaith %6.3f s  %6.0f×\n' "$f" "$d" "$s" "$r"
done
printf '%s\n' "${ratios[@]}" | sort -g | awk '{a[NR]=$1} END {if (NR == 0) exit; m = (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2; printf "%d files: median %.0f×, min %.0f×, max %.0f×\n", NR, m, a[1], a[NR]}'
