#!/bin/sh
# dafny-syntax-findings.sh LIST [BIN]: runs `specfaith check` on each file
# named in LIST (one path a line, relative to the current directory, e.g.
# a corpus's PARSES.txt) and prints every `syntax` and `unparsed` finding
# as FILE:LINE:COL: CODE: MESSAGE, the files that took over 5 s (SLOW) or
# made the checker fail (CRASH), and a summary line.
list=$1
bin=${2:-specfaith}
err=$(mktemp)
nfiles=0; nbad=0; nfind=0
while IFS= read -r f; do
	[ -n "$f" ] || continue
	nfiles=$((nfiles + 1))
	start=$(date +%s.%N)
	out=$("$bin" check --format json "$f" 2>"$err")
	rc=$?
	end=$(date +%s.%N)
	if [ "$(echo "$end - $start > 5" | bc)" = 1 ]; then echo "SLOW $f $(echo "$end - $start" | bc)s"; fi
	if ! printf '%s' "$out" | jq -e .files >/dev/null 2>&1; then
		echo "CRASH $f rc=$rc: $(head -c 300 "$err")"
		continue
	fi
	found=$(printf '%s' "$out" | jq -r --arg f "$f" '.files[].diagnostics[]? | select(.code == "syntax" or .code == "unparsed") | "\($f):\(.line):\(.column): \(.code): \(.message)"')
	if [ -n "$found" ]; then
		printf '%s\n' "$found"
		nbad=$((nbad + 1))
		nfind=$((nfind + $(printf '%s\n' "$found" | wc -l)))
	fi
done < "$list"
rm -f "$err"
echo "SUMMARY $nfiles files, $nbad with syntax/unparsed findings, $nfind findings"
