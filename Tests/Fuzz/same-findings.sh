#!/usr/bin/env bash
# Whether two builds of the CLI say the same on the real data: every report format (text, JSON,
# SARIF, JUnit) and `describe`, with exit statuses and standard error, for every input in
# ../shared/data/captures and ../shared/data/reports. Used to show that a speed change leaves
# findings byte-identical (issue 12).
#
# Usage: bash Tests/Fuzz/same-findings.sh OLD_AUDITKIT NEW_AUDITKIT
#   e.g. build the old commit's release CLI in a worktree, then this tree's
#   (`swift build -c release --product auditkit`). Exit 0 when every output is identical,
#   1 with the differing files listed otherwise.
set -uo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
data="$root/../shared/data"
[ $# -eq 2 ] || { echo "usage: same-findings.sh OLD_AUDITKIT NEW_AUDITKIT" >&2; exit 2; }
[ -d "$data" ] || { echo "same-findings.sh: no shared data at $data (clone ../shared beside the repository)" >&2; exit 2; }
work="$(mktemp -d "${TMPDIR:-/tmp}/auditkit-same.XXXX")"
trap 'rm -rf "$work"' EXIT

outputs() {  # BIN DIR
    local bin=$1 out=$2
    mkdir -p "$out"
    for f in "$data"/captures/* "$data"/reports/*; do
        case "$f" in *.src.txt | *README* | *.md) continue ;; esac
        [ -f "$f" ] || continue
        local b
        b=$(basename "$f")
        for format in text json sarif junit; do
            (cd "$data" && "$bin" audit "$f" --format "$format" >"$out/$b.$format" 2>"$out/$b.$format.err"
                echo "exit $?" >>"$out/$b.$format.err")
        done
        (cd "$data" && "$bin" describe "$f" >"$out/$b.describe" 2>&1; echo "exit $?" >>"$out/$b.describe")
    done
}

outputs "$(realpath "$1")" "$work/old"
outputs "$(realpath "$2")" "$work/new"
count=$(find "$work/new" -type f | wc -l)
if diff -rq "$work/old" "$work/new"; then
    echo "same-findings.sh: all $count outputs identical"
else
    echo "same-findings.sh: the outputs above differ" >&2
    exit 1
fi
