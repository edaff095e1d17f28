#!/bin/sh
# Builds and tests Examples/SnapshotCorpus as a package of its own that depends on ViewTree (by
# path), as an app's package does: its view files and snapshot tests must compile and pass with
# no edits. It builds ViewTree again in the example's own .build folder (several minutes), so
# `swift test` runs the same sources as targets of this package instead (CorpusApp, CorpusAppTests).
set -eu
cd "$(dirname "$0")/../Examples/SnapshotCorpus"
swift build --build-tests "$@"
swift test --skip-build "$@"
