#!/bin/sh
# Installs the Debian packages ViewTree builds against, if any are missing.
# Swift itself must already be installed (https://www.swift.org/install/linux/).
set -eu

packages="pkg-config zlib1g-dev libpng-dev libjpeg-dev libfreetype-dev libharfbuzz-dev libcmark-gfm-dev libcmark-gfm-extensions-dev"

missing=""
for package in $packages; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $package"
    fi
done

if [ -z "$missing" ]; then
    echo "System packages present:$(printf ' %s' $packages)"
    exit 0
fi

echo "Installing:$missing"
if [ "$(id -u)" -eq 0 ]; then
    run=""
elif command -v sudo >/dev/null 2>&1; then
    run="sudo"
else
    echo "error: need root or sudo to install:$missing" >&2
    exit 1
fi
$run apt-get update -qq
DEBIAN_FRONTEND=noninteractive $run apt-get install -y -qq --no-install-recommends $missing
