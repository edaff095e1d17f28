#!/bin/sh
# Runs every probe case in its own process with a 60 s timeout and records what happened.
# Usage: run.sh BINARY OUT.tsv [JOBS, default 2] [CASE-PATTERN]
# Each line of OUT.tsv: case, status (ok, error, hang, crash), seconds, exit code, first line of output.
set -u
binary="$1"; out="$2"; jobs="${3:-2}"; pattern="${4:-.}"
logs="$out.logs"; mkdir -p "$logs"; : > "$out"
"$binary" --list | grep -E "$pattern" | xargs -P "$jobs" -I{} sh -c '
    start=$(date +%s.%N)
    VIEWTREE_TIMEOUT=${VIEWTREE_TIMEOUT:-2} timeout -k 5 60 "$1" "$2" > "$3/$2.log" 2>&1
    rc=$?
    secs=$(echo "$(date +%s.%N) - $start" | bc)
    case $rc in
        0) status=ok ;; 2) status=error ;; 124|137) status=hang ;; *) status=crash ;;
    esac
    printf "%s\t%s\t%.2f\t%s\t%s\n" "$2" "$status" "$secs" "$rc" "$(head -c 300 "$3/$2.log" | head -1)" >> "$4"
' _ "$binary" {} "$logs" "$out"
sort -o "$out" "$out"
cut -f2 "$out" | sort | uniq -c
