#!/bin/sh
# Makes the robustness probe (docs/ROBUSTNESS.md) a client package outside this checkout, as an
# app's test package meets ViewTree, and builds it.
# Usage: Fuzz/probe/setup.sh DIR [debug|release]; then Fuzz/probe/run.sh DIR/.build/<config>/Probe out.tsv
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
dir="$1"; config="${2:-debug}"
mkdir -p "$dir/Sources/Probe"
cp "$here"/Sources/Probe/*.swift "$dir/Sources/Probe/"
# A path dependency's identity is its folder's name.
cat > "$dir/Package.swift" <<PACKAGE
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Probe",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "$root")],
    targets: [
        .executableTarget(name: "Probe", dependencies: [.product(name: "ViewTree", package: "$(basename "$root")"), .product(name: "Raster", package: "$(basename "$root")")]),
    ]
)
PACKAGE
cd "$dir" && swift build -c "$config"
