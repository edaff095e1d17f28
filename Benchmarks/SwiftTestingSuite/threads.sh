#!/bin/sh
# Where the suite's CPU goes, thread by thread: runs the test binary run.sh built (as `swift test`
# runs it) sequentially and in parallel, reads every thread's CPU time from /proc every 50 ms, and
# prints, for each run, the process's CPU, the main thread's (where the main actor's jobs and the
# snapshots' hops to it run: their share bounds what a second core can take) and the busiest
# threads.
#
#   sh threads.sh [release|debug]      (after `sh run.sh`; ASSERTIONS as there)
set -eu
cd "$(dirname "$0")"
configuration=${1:-release}
export ASSERTIONS="${ASSERTIONS:-1000}"
binary=.build/$configuration/SwiftTestingSuitePackageTests.xctest
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

for mode in sequential parallel; do
    flag=--no-parallel; [ $mode = parallel ] && flag=--parallel
    /usr/bin/time -f '%U %S' -o "$scratch/cpu" "$binary" --testing-library swift-testing $flag >"$scratch/log" 2>&1 &
    timer=$!
    until pid=$(pgrep -P $timer); do sleep 0.01; done
    # Each thread's id, name and user + system CPU in clock ticks, sampled until the process ends
    # (the name, in parentheses, is cut off first: the fields after it are the state and then fixed
    # positions). A thread's last 50 ms can be missed; the process's total is the kernel's.
    : >"$scratch/samples"
    while kill -0 "$pid" 2>/dev/null; do
        for task in /proc/$pid/task/*; do
            stat=$(cat "$task/stat" 2>/dev/null) || continue
            name=$(echo "$stat" | sed 's/^[0-9]* (\(.*\)) .*/\1/' | tr ' ' _)
            echo "${task##*/} $name $(echo "$stat" | sed 's/.*) //' | awk '{ print $12 + $13 }')"
        done >>"$scratch/samples" 2>/dev/null
        sleep 0.05
    done
    wait $timer || true
    runner=$(sed -n 's/.*Test run with .* passed after \([0-9.]*\) seconds.*/\1/p' "$scratch/log")
    [ -n "$runner" ] || { tail -20 "$scratch/log" >&2; exit 1; }
    awk -v pid="$pid" -v mode=$mode -v runner="$runner" -v n="$ASSERTIONS" -v hz="$(getconf CLK_TCK)" \
        -v total="$(awk '{ print $1 + $2 }' "$scratch/cpu")" '
        { if ($3 / hz > cpu[$1]) cpu[$1] = $3 / hz; name[$1] = $2 }
        END {
            for (t in cpu) { threads++; if (cpu[t] > 0) busy++ }
            printf "%s: runner %.2f s; CPU %.2f s (%.2f ms an assertion, %.2f cores busy); main thread %.2f s (%.2f ms an assertion, %.0f%%); %d threads, %d used CPU\n",
                   mode, runner, total, 1000 * total / n, total / runner, cpu[pid], 1000 * cpu[pid] / n, 100 * cpu[pid] / total, threads, busy
            for (t in cpu) if (cpu[t] >= 0.05 * total) printf "    thread %s %-16s %.2f s\n", t, name[t], cpu[t]
        }' "$scratch/samples"
done
