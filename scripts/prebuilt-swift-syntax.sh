#!/usr/bin/env bash
# Makes the prebuilt swift-syntax that SwiftPM 6.x downloads for macros from download.swift.org,
# locally, so that a machine that cannot reach swift.org (or a benchmark that wants to know what
# users with network get) can build ViewTree without compiling swift-syntax.
#
# It does what SwiftPM's own tool does (Sources/swift-build-prebuilts/BuildPrebuilts.swift in
# swift-package-manager, tag swift-6.3.1-RELEASE): check out swift-syntax at the version this
# package resolves, add a static library product `MacroSupport` of every target its library
# products need, build it with `swift build -c release -debug-info-format none`, pack `lib/` and
# `Modules/` into `<compiler>-<platform>-MacroSupport.tar.gz`, and write a manifest listing its
# SHA-256, the products it replaces and the C shims' include path, signed as SwiftPM requires
# (RS256 over the JSON SwiftPM would encode, with the certificate chain in the header) by a
# certificate that this script makes, under a root certificate of its own.
#
# The result is laid out as download.swift.org/prebuilts is:
#   <dir>/swift-syntax/<version>/<compiler>-<platform>.json
#   <dir>/swift-syntax/<version>/<compiler>-<platform>-MacroSupport.tar.gz
# and the script prints the two (hidden) SwiftPM options that use it, e.g.
#   swift build -c release \
#     --experimental-prebuilts-download-url file://<dir> \
#     --experimental-prebuilts-root-cert <dir>/certs/root.cer
# (`python3 -m http.server` in <dir> and an http:// URL work too). In a checkout already built
# without them, remove .build/prebuilts first: SwiftPM does not ask again for a prebuilt it once
# failed to get.
#
# Nothing in the normal build or CI uses this; see BENCHMARKS.md ("prebuilt swift-syntax").
#
# Usage: scripts/prebuilt-swift-syntax.sh [--version 603.0.1] [--dir DIR] [--source GIT-URL]
#   --version  swift-syntax version (default: the one `swift package show-dependencies` resolves;
#              SwiftPM uses a prebuilt only for exactly the resolved version)
#   --dir      where to put the prebuilts (default: ~/.cache/viewtree-prebuilts, outside .build so
#              that a clean build keeps it)
#   --source   swift-syntax's git repository (default: https://github.com/swiftlang/swift-syntax.git)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

version=""
dir="${HOME}/.cache/viewtree-prebuilts"
source="https://github.com/swiftlang/swift-syntax.git"
while [ $# -gt 0 ]; do
    case "$1" in
        --version) version="$2"; shift 2 ;;
        --dir) dir="$2"; shift 2 ;;
        --source) source="$2"; shift 2 ;;
        *) echo "unknown option $1" >&2; exit 2 ;;
    esac
done
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)

# The version SwiftPM resolves for this package.
if [ -z "$version" ]; then
    version=$(swift package show-dependencies --format json | python3 -c '
import json, sys
def find(node):
    for dep in node.get("dependencies", []):
        if dep["identity"] == "swift-syntax":
            return dep["version"]
        found = find(dep)
        if found:
            return found
print(find(json.load(sys.stdin)) or "")')
    [ -n "$version" ] || { echo "swift-syntax is not a dependency" >&2; exit 1; }
fi

# The prebuilt's name: the compiler tag and SwiftPM's platform name (PrebuiltsPlatform.hostPlatform).
compiler=$(swiftc -print-target-info | python3 -c '
import json, re, sys
info = json.load(sys.stdin)
tag = info.get("swiftCompilerTag")
if not tag:
    match = re.search(r"\((swift(lang)?-[^ )]*)", info["compilerVersion"])
    tag = match.group(1) if match else ""
print(tag)')
platform=$(python3 - <<'EOF'
import platform
fields = dict(line.rstrip("\n").split("=", 1) for line in open("/etc/os-release") if "=" in line)
fields = {key: value.strip('"') for key, value in fields.items()}
arch = {"x86_64": "x86_64", "amd64": "x86_64", "aarch64": "aarch64", "arm64": "aarch64"}.get(platform.machine(), "")
os_id, codename, version = fields.get("ID"), fields.get("VERSION_CODENAME"), fields.get("VERSION_ID", "")
name = None
if os_id == "ubuntu" and codename in ("noble", "jammy", "focal"):
    name = f"ubuntu_{codename}"
elif os_id == "fedora" and version in ("39", "41"):
    name = "fedora_39"
elif os_id == "amzn" and version == "2":
    name = "amazonlinux2"
elif os_id == "rhel" and version.split(".")[0] == "9":
    name = "rhel_ubi9"
elif os_id == "debian" and version == "12":
    name = "debian_12"
print(f"{name}_{arch}" if name and arch else "")
EOF
)
[ -n "$compiler" ] || { echo "cannot tell the compiler's version tag" >&2; exit 1; }
[ -n "$platform" ] || { echo "SwiftPM has no prebuilts for this Linux distribution" >&2; exit 1; }
prebuilt="$compiler-$platform"
library=MacroSupport
versiondir="$dir/swift-syntax/$version"
tarball="$versiondir/$prebuilt-$library.tar.gz"
echo "prebuilt: swift-syntax $version, $prebuilt" >&2

# Build the library, as swift-build-prebuilts does.
if [ ! -f "$tarball" ]; then
    work="$dir/work"
    rm -rf "$work"
    mkdir -p "$work" "$versiondir"
    git clone --quiet "$source" "$work/swift-syntax"
    git -C "$work/swift-syntax" -c advice.detachedHead=false checkout --quiet "$version"
    (
        cd "$work/swift-syntax"
        swift package dump-package >"$work/package.json"
        # Every target the library products need, transitively (BuildPrebuilts' `targets(forPackage:)`),
        # as a static library product; and the manifest's entry: all the package's products and the
        # include directories of the C targets among those targets, relative to the checkout.
        python3 - "$work/package.json" "$library" "$work/library.json" >>Package.swift <<'EOF'
import json, os, sys
package_file, library, library_file = sys.argv[1:4]
package = json.load(open(package_file))
targets = {target["name"]: target for target in package["targets"]}
needed = []
def visit(name):
    if name in needed or name not in targets:
        return
    needed.append(name)
    for dependency in targets[name]["dependencies"]:
        kind, value = next(iter(dependency.items()))
        if kind in ("byName", "target"):
            visit(value[0])
for product in package["products"]:
    if "library" in product["type"]:
        for name in product["targets"]:
            visit(name)
includes = []
for name in needed:
    include = os.path.join(targets[name].get("path") or os.path.join("Sources", name), "include")
    if os.path.isdir(include):
        includes.append(include)
json.dump({"products": [product["name"] for product in package["products"]], "includePath": includes},
          open(library_file, "w"))
names = ", ".join(f'"{name}"' for name in needed)
print(f'package.products += [.library(name: "{library}", type: .static, targets: [{names}])]')
EOF
        swift build -c release -debug-info-format none --product "$library"
    )
    mkdir -p "$work/stage/lib" "$work/stage/Modules"
    cp "$work/swift-syntax/.build/release/lib$library.a" "$work/stage/lib/"
    cp -R "$work/swift-syntax/.build/release/Modules/." "$work/stage/Modules/"
    tar -C "$work/stage" -zcf "$tarball" lib Modules
    mv "$work/library.json" "$versiondir/$prebuilt-$library.library.json"
    rm -rf "$work"
fi

# A root certificate and a code-signing certificate under it (SwiftPM's default policy: a chain to a
# trusted root, code-signing extended key usage, RFC 5280 validity; no OCSP address, so no check).
certs="$dir/certs"
if [ ! -f "$certs/root.cer" ]; then
    mkdir -p "$certs"
    (
        cd "$certs"
        openssl req -x509 -newkey rsa:2048 -nodes -keyout root.key -days 3650 -subj "/CN=ViewTree local prebuilts root" \
            -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign" \
            -out root.pem 2>/dev/null
        openssl req -newkey rsa:2048 -nodes -keyout signer.key -subj "/CN=ViewTree local prebuilts signer" \
            -out signer.csr 2>/dev/null
        printf 'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=critical,codeSigning\nsubjectKeyIdentifier=hash\nauthorityKeyIdentifier=keyid\n' >signer.ext
        openssl x509 -req -in signer.csr -CA root.pem -CAkey root.key -CAcreateserial -days 3650 -extfile signer.ext \
            -out signer.pem 2>/dev/null
        openssl x509 -in root.pem -outform der -out root.cer
        openssl x509 -in signer.pem -outform der -out signer.cer
        rm -f signer.csr signer.ext root.srl
    )
fi

# The signed manifest: {"manifest": ..., "signature": {"signature": JWS, "certificate": names}}.
# The JWS payload must be byte for byte what SwiftPM's JSONEncoder.makeWithDefaults() makes of the
# manifest (sorted keys, pretty printed with " : ", slashes unescaped).
python3 - "$tarball" "$versiondir/$prebuilt-$library.library.json" "$certs" "$library" \
    >"$versiondir/$prebuilt.json" <<'EOF'
import base64, hashlib, json, subprocess, sys
tarball, library_file, certs, name = sys.argv[1:5]
library = json.load(open(library_file))
entry = {"name": name, "checksum": hashlib.sha256(open(tarball, "rb").read()).hexdigest(),
         "products": library["products"]}
if library["includePath"]:
    entry["includePath"] = library["includePath"]
manifest = {"libraries": [entry]}
def swift_json(value):
    return json.dumps(value, indent=2, sort_keys=True, separators=(",", " : "), ensure_ascii=False).encode()
def b64url(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=")
chain = [base64.b64encode(open(f"{certs}/{cert}.cer", "rb").read()).decode() for cert in ("signer", "root")]
signing_input = b64url(swift_json({"alg": "RS256", "x5c": chain})) + b"." + b64url(swift_json(manifest))
signature = subprocess.run(["openssl", "dgst", "-sha256", "-sign", f"{certs}/signer.key"],
                           input=signing_input, capture_output=True, check=True).stdout
def names(common_name):
    return {"commonName": common_name}
print(json.dumps({
    "manifest": manifest,
    "signature": {
        "signature": (signing_input + b"." + b64url(signature)).decode(),
        "certificate": {"subject": names("ViewTree local prebuilts signer"),
                        "issuer": names("ViewTree local prebuilts root")},
    },
}, indent=2))
EOF

echo "--experimental-prebuilts-download-url file://$dir --experimental-prebuilts-root-cert $certs/root.cer"
