#!/bin/sh
# Builds the DocC documentation of ViewTree, Snapshot, Raster and ViewTreePreviews with
# swift-docc-plugin, treating every DocC warning (an unresolved link, a bad article) as an error.
# The archives go to .build/plugins/Swift-DocC/outputs/<Target>.doccarchive; pass more options
# of `swift package generate-documentation` after the script's name (e.g. --transform-for-static-hosting).
set -eu
cd "$(dirname "$0")/.."
swift package --allow-writing-to-package-directory generate-documentation \
    --target ViewTree --target Snapshot --target Raster --target ViewTreePreviews \
    --warnings-as-errors "$@"
