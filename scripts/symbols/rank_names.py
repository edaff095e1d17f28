#!/usr/bin/env python3
"""Ranks SF Symbol names by how often public SwiftUI/UIKit code uses them.

Run at development time; the output, `ranked_names.tsv`, is committed:

    python3 scripts/symbols/rank_names.py NAMES.txt REPO.git [REPO.git ...] > scripts/symbols/ranked_names.tsv

NAMES.txt lists every SF Symbol name, one a line (taken from the `rawValue`s of SFSafeSymbols'
`Sources/SFSafeSymbols/Symbols/*.swift`, MIT). Each REPO.git is a bare clone of a public app; the
string literals after `systemName:`, `systemImage:` and `systemSymbolName:` (and similar `icon:` /
`image:` labels) in its Swift files are counted, and only real SF Symbol names are kept. A name
ranks by the number of repositories using it, then by its number of uses; names no repository
uses follow, ranked by how many repositories use their base name (the name without `.fill`,
`.circle`, `.square`, `.slash` suffixes), then alphabetically.

Columns: name, repositories using it, uses, repositories using its base name.
"""

import re
import subprocess
import sys
from collections import Counter

PATTERN = re.compile(r'(?:systemName|systemImage|systemSymbolName|systemIcon|symbolName|icon|image) *: *"([a-z0-9]+(?:\.[a-z0-9]+)*)"')
SUFFIXES = ("fill", "circle", "square", "slash", "rectangle")


def base(name):
    parts = name.split(".")
    while len(parts) > 1 and parts[-1] in SUFFIXES:
        parts.pop()
    return ".".join(parts)


def main(names_file, repos):
    names = {line.strip() for line in open(names_file) if line.strip()}
    repos_using, uses = Counter(), Counter()
    for repo in repos:
        text = subprocess.run(["git", "--git-dir", repo, "grep", "-h", "-I", "-E", "-e", "[a-z]: *\"[a-z0-9.]+\"",
                               "HEAD", "--", "*.swift"], capture_output=True, text=True).stdout
        found = Counter(m for m in PATTERN.findall(text) if m in names)
        uses.update(found)
        repos_using.update(found.keys())
    base_repos = Counter()
    for name, count in repos_using.items():
        base_repos[base(name)] = max(base_repos[base(name)], count)
    ranked = sorted(names, key=lambda n: (-repos_using[n], -uses[n], -base_repos[base(n)], n))
    for name in ranked:
        print(f"{name}\t{repos_using[name]}\t{uses[name]}\t{base_repos[base(name)]}")


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2:])
