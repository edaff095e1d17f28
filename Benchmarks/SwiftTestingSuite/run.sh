#!/bin/sh
# 1,000 passing snapshot assertions run by Swift Testing's own runner: `swift test --no-parallel`
# against `swift test` (Swift Testing runs a parameterised test's cases concurrently in one process
# by default), in one build configuration.
#
#   sh run.sh [release|debug] [rounds]       (defaults: release, 3)
#   ASSERTIONS=200 sh run.sh debug           (fewer cases; 1,000 unless set)
#   sh run.sh release 0                      (build and check the images only, no timing)
#   CHECK=0 sh run.sh                        (time without checking the images again)
#
# It builds the tests, records the one reference every case compares with (into the test target's
# __Snapshots__, which git ignores), checks that a parallel run makes the same images, byte for
# byte, as a sequential one, then times `rounds` rounds of a sequential and a parallel run
# (alternating which goes first) and prints each run's wall time, the runner's own time (from its
# "Test run ... passed after" line, without SwiftPM's start-up), the CPU time, the load average at
# the start, and the medians and their ratio. Time it on a quiet machine (load average < 0.5).
set -eu
cd "$(dirname "$0")"
configuration=${1:-release}
rounds=${2:-3}
export ASSERTIONS="${ASSERTIONS:-1000}"
tests=Tests/CardScreenTests
reference=$tests/__Snapshots__/CardScreenAssertions/cards-case.cards.png
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

mkdir -p "$tests/__Snapshots__"   # the target excludes it; SwiftPM warns while it is missing
swift build --build-tests -c "$configuration" 2>&1 | tail -1

# swift test [options]: runs the built tests; prints "<runner seconds> <wall seconds> <CPU seconds>".
run() {
    start=$(date +%s.%N)
    /usr/bin/time -f '%U %S' -o "$scratch/cpu" swift test -c "$configuration" --skip-build "$@" >"$scratch/log" 2>&1 || true
    end=$(date +%s.%N)
    runner=$(sed -n 's/.*Test run with .* passed after \([0-9.]*\) seconds.*/\1/p' "$scratch/log")
    if [ -z "$runner" ]; then
        grep -v 'Test case' "$scratch/log" | tail -20 >&2
        echo "the run failed: swift test -c $configuration $*" >&2
        exit 1
    fi
    echo "$runner $(echo "$start $end" | awk '{ printf "%.3f", $2 - $1 }') $(awk '{ printf "%.2f", $1 + $2 }' "$scratch/cpu")"
}

# The reference: one case, recorded (the assertion fails, saying it recorded).
rm -f "$reference"
ASSERTIONS=1 swift test -c "$configuration" --skip-build --no-parallel >"$scratch/log" 2>&1 || true
[ -f "$reference" ] || { tail -20 "$scratch/log" >&2; echo "no reference was recorded" >&2; exit 1; }
echo "reference: $reference ($(wc -c <"$reference") bytes)"

# The images of every case, made sequentially and in parallel, against the reference.
[ "${CHECK:-1}" = 0 ] && modes="" || modes="sequential parallel"
for mode in $modes; do
    flag=--no-parallel; [ $mode = parallel ] && flag=""
    IMAGES="$scratch/$mode" swift test -c "$configuration" --skip-build $flag --filter imageOfEachCase >"$scratch/log" 2>&1 || true
    made=$(ls "$scratch/$mode" 2>/dev/null | wc -l)
    differ=0
    for image in "$scratch/$mode"/*.png; do cmp -s "$image" "$reference" || differ=$((differ + 1)); done
    echo "$mode: $made images made, $differ differ from the reference byte for byte"
    [ "$made" -eq "$ASSERTIONS" ] && [ "$differ" -eq 0 ] || exit 1
    rm -rf "${scratch:?}/$mode"
done

[ "$rounds" -gt 0 ] || exit 0
echo "$(nproc) cores, $configuration, $ASSERTIONS assertions, $(date -u '+%Y-%m-%d %H:%M UTC'), $(swift --version 2>/dev/null | head -1)"
: >"$scratch/sequential"; : >"$scratch/parallel"
round=1
while [ $round -le "$rounds" ]; do
    order="sequential parallel"; [ $((round % 2)) -eq 0 ] && order="parallel sequential"
    for mode in $order; do
        flag=--no-parallel; [ $mode = parallel ] && flag=""
        load=$(cut -d' ' -f1 /proc/loadavg)
        result=$(run $flag)
        echo "$result" >>"$scratch/$mode"
        echo "$result $load" | awk -v mode=$mode -v round=$round -v n="$ASSERTIONS" \
            '{ printf "round %d %-10s runner %6.2f s (%.1f ms each), wall %6.2f s, CPU %6.2f s, load %s at start\n", round, mode, $1, 1000 * $1 / n, $2, $3, $4 }'
    done
    round=$((round + 1))
done

# median FILE COLUMN
median() { cut -d' ' -f"$2" "$1" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
for column in 1 2; do
    name=runner; [ $column = 2 ] && name="wall  "
    s=$(median "$scratch/sequential" $column); p=$(median "$scratch/parallel" $column)
    echo "$s $p" | awk -v name="$name" '{ printf "median %s: sequential %.2f s, parallel %.2f s, parallel / sequential = %.3f\n", name, $1, $2, $2 / $1 }'
done
