#!/bin/sh
# Builds the libFuzzer target with the fuzzer's instrumentation and runs it for a while.
# Usage: Fuzz/run.sh [seconds, default 60] [more libFuzzer options]
# Inputs that crash are written to Fuzz/crashes/; turn each into a regression test.
set -eu
cd "$(dirname "$0")"
seconds="${1:-60}"
[ "$#" -gt 0 ] && shift
swift build -Xswiftc -sanitize=fuzzer
mkdir -p corpus crashes
./.build/debug/ViewTreeFuzz corpus -max_total_time="$seconds" -artifact_prefix=crashes/ -rss_limit_mb=4096 "$@"
