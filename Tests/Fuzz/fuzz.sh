#!/usr/bin/env bash
# Coverage-guided fuzzing of the importers with libFuzzer and AddressSanitizer.
#
# Usage (from anywhere):
#   bash Tests/Fuzz/fuzz.sh [--seconds N | --runs N] [--max-len N] [--import-only] [TARGET ...]
#
# TARGET is any of: appium-xml debug-description hierarchy-json png headless-screen (default: all
# five). headless-screen builds headless screens from the bytes through the public API (views,
# frames, colours, fonts, labels, traits, nesting, values set out of range afterwards) and audits them.
#   --seconds N   run each target for N seconds (default 15: about a minute for the four)
#   --runs N      run each target for N executions instead (e.g. 1000000 for a long run)
#   --max-len N   the largest input libFuzzer makes, in bytes (default 65536)
#   --seed N      libFuzzer's random seed (default: a new one each run); a fixed seed makes the
#                 inputs of a run repeatable, so a finding in CI is found again on a desk
#   --import-only only import each input, without the audits and reports after it: several times
#                 the inputs per second, for the long runs
# A target stops at its first finding (libFuzzer's way); fix it, or move it aside, and run again.
#
# How it builds: the core module (Sources/AuditKitLinux) is compiled once with the toolchain's
# `swiftc -sanitize=fuzzer,address` into .build/fuzz/ (rebuilt when a source changes); each target
# (Tests/Fuzz/Targets/Fuzz*.swift, with FuzzSupport.swift) is linked against it. `swift build` and
# `swift test` never see these files.
#
# Seeds: the real captures and report inputs in ../shared/data (beside the checkout), the
# fixtures in Tests/Fixtures, and the hand-written hostile seeds in Tests/Fuzz/Seeds/TARGET/.
# The corpus grows in .build/fuzz/corpus/TARGET/ between runs.
# Findings (crashes, timeouts over 10 s, inputs using over 2 GB) are written to
# .build/fuzz/findings/TARGET/; the script prints each target's executions and findings and exits 1
# when there is any finding.
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
fuzz="$root/Tests/Fuzz"
build="$root/.build/fuzz"
data="$root/../shared/data"
seconds=15
runs=""
max_len=65536
seed_flag=()
import_only=""
targets=()
while [ $# -gt 0 ]; do
    case "$1" in
        --seconds) seconds="$2"; shift 2 ;;
        --runs) runs="$2"; shift 2 ;;
        --max-len) max_len="$2"; shift 2 ;;
        --seed) seed_flag=(-seed="$2"); shift 2 ;;
        --import-only) import_only=1; shift ;;
        -h|--help) sed -n '2,30p' "$0"; exit 0 ;;
        -*) echo "fuzz.sh: unknown option $1" >&2; exit 2 ;;
        *) targets+=("$1"); shift ;;
    esac
done

# Target name -> source file.
source_of() {
    case "$1" in
        appium-xml) echo "$fuzz/Targets/FuzzAppiumXML.swift" ;;
        debug-description) echo "$fuzz/Targets/FuzzDebugDescription.swift" ;;
        hierarchy-json) echo "$fuzz/Targets/FuzzHierarchyJSON.swift" ;;
        png) echo "$fuzz/Targets/FuzzPNG.swift" ;;
        headless-screen) echo "$fuzz/Targets/FuzzHeadlessScreen.swift" ;;
        *) echo "fuzz.sh: unknown target '$1' (appium-xml, debug-description, hierarchy-json, png, headless-screen)" >&2; exit 2 ;;
    esac
}
if [ ${#targets[@]} -eq 0 ]; then
    targets=(appium-xml debug-description hierarchy-json)
    [ -f "$fuzz/Targets/FuzzPNG.swift" ] && targets+=(png)
    targets+=(headless-screen)
fi

swiftc="$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)"
mkdir -p "$build/bin"

# The core, built once per change of its sources. A system-library target for zlib (PNG decoding)
# is found by its module map when the core has one.
core_flags=(-parse-as-library -module-name AuditKitLinux -package-name auditkitlinux -sanitize=fuzzer,address -O -wmo -swift-version 6)
link_flags=()
for modulemap in "$root"/Sources/C*/module.modulemap; do
    [ -f "$modulemap" ] || continue
    core_flags+=(-I "$(dirname "$modulemap")")
    link_flags+=(-I "$(dirname "$modulemap")")
done
if grep -rqs "import CZlib" "$root/Sources/AuditKitLinux"; then link_flags+=(-lz); fi
# libxml2 (page sources are read with its SAX2 API): its headers live in a directory of their own,
# which pkg-config names (SwiftPM asks it too, through the target's pkgConfig).
if grep -rqs "import CLibXML2" "$root/Sources/AuditKitLinux"; then
    for flag in $(pkg-config --cflags libxml-2.0 2>/dev/null || echo -I/usr/include/libxml2); do
        core_flags+=(-Xcc "$flag")
        link_flags+=(-Xcc "$flag")
    done
    link_flags+=(-lxml2)
fi
mapfile -t core_sources < <(find "$root/Sources/AuditKitLinux" -name '*.swift' | sort)
stamp="$( (printf '%s\n' "${core_flags[@]}"; cat "${core_sources[@]}") | sha256sum | cut -c1-16)"
if [ "$(cat "$build/core.stamp" 2>/dev/null)" != "$stamp" ] || [ ! -f "$build/libAuditKitLinux.a" ]; then
    echo "fuzz.sh: building the core with -sanitize=fuzzer,address (a few minutes)"
    rm -f "$build/libAuditKitLinux.a" "$build/core.stamp"
    "$swiftc" "${core_flags[@]}" -emit-library -static -emit-module -emit-module-path "$build/AuditKitLinux.swiftmodule" \
        "${core_sources[@]}" -o "$build/libAuditKitLinux.a" 2>&1 | grep -v "warning: Cannot export local symbol" || true
    [ -f "$build/libAuditKitLinux.a" ] || { echo "fuzz.sh: the core did not build" >&2; exit 2; }
    echo "$stamp" > "$build/core.stamp"
fi

# Seeds for a target, copied into one directory (the real data is read-only).
seed() {
    local target="$1" dir="$build/seeds/$1"
    rm -rf "$dir"; mkdir -p "$dir"
    case "$target" in
        appium-xml) patterns=("$data/captures/*.xml" "$data/reports/*.xml") ;;
        debug-description) patterns=("$data/captures/*.txt" "$data/reports/*.txt") ;;
        hierarchy-json) patterns=("$data/reports/*.json" "$root/Tests/Fixtures/*.json") ;;
        png) patterns=("$data/screenshots/*.png" "$root/Examples/Screenshots/*.png") ;;
        headless-screen) patterns=() ;;
    esac
    for pattern in "${patterns[@]}"; do
        for file in $pattern; do
            [ -f "$file" ] || continue
            case "$file" in *.src.txt) continue ;; esac
            cp "$file" "$dir/"
        done
    done
    if [ -d "$fuzz/Seeds/$target" ]; then cp "$fuzz/Seeds/$target"/* "$dir/" 2>/dev/null || true; fi
    echo "$dir"
}

status=0
summary=()
for target in "${targets[@]}"; do
    source="$(source_of "$target")"
    [ -f "$source" ] || { echo "fuzz.sh: no target source $source" >&2; exit 2; }
    binary="$build/bin/fuzz-$target"
    if [ ! -x "$binary" ] || [ "$source" -nt "$binary" ] || [ "$fuzz/Targets/FuzzSupport.swift" -nt "$binary" ] \
        || [ "$build/libAuditKitLinux.a" -nt "$binary" ]; then
        "$swiftc" -parse-as-library -sanitize=fuzzer,address -O -swift-version 6 -I "$build" "${link_flags[@]}" \
            "$fuzz/Targets/FuzzSupport.swift" "$source" "$build/libAuditKitLinux.a" -o "$binary" 2>&1 \
            | grep -v "warning: Cannot export local symbol" || true
        [ -x "$binary" ] || { echo "fuzz.sh: $target did not link" >&2; exit 2; }
    fi
    seeds="$(seed "$target")"
    corpus="$build/corpus/$target"
    findings="$build/findings/$target"
    mkdir -p "$corpus" "$findings"
    before="$(ls "$findings" | wc -l)"
    dict=()
    [ -f "$fuzz/Dictionaries/$target.dict" ] && dict=(-dict="$fuzz/Dictionaries/$target.dict")
    limit=(-max_total_time="$seconds")
    [ -n "$runs" ] && limit=(-runs="$runs")
    log="$build/$target.log"
    budget="$seconds s"
    [ -n "$runs" ] && budget="$runs runs"
    echo "fuzz.sh: $target ($budget${import_only:+, import only}), seeds $(ls "$seeds" | wc -l), corpus $(ls "$corpus" | wc -l)"
    set +e
    # No leak checks (the Swift runtime keeps caches for the process's life); short allocation stacks
    # and a small quarantine keep AddressSanitizer's overhead down.
    AUDITKIT_FUZZ_IMPORT_ONLY="$import_only" \
    ASAN_OPTIONS="detect_leaks=0:allocator_may_return_null=1:handle_abort=1:malloc_context_size=0:quarantine_size_mb=16" \
        "$binary" "${limit[@]}" ${seed_flag[@]+"${seed_flag[@]}"} "${dict[@]}" -timeout=10 -rss_limit_mb=2048 -max_len="$max_len" \
        -artifact_prefix="$findings/" -print_final_stats=1 "$corpus" "$seeds" >"$log" 2>&1
    code=$?
    set -e
    executions="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)"
    new="$(( $(ls "$findings" | wc -l) - before ))"
    summary+=("$(printf '%-18s %12s executions  %3d findings  (exit %d, log %s)' "$target" "${executions:-?}" "$new" "$code" "${log#"$root/"}")")
    if [ "$new" -gt 0 ] || [ "$code" -ne 0 ]; then
        status=1
        grep -E "ERROR: |SUMMARY: |Fatal error|Test unit written" "$log" | head -8 | sed 's/^/    /' >&2 || true
        # The input itself, so a finding on a CI machine can be replayed elsewhere:
        # base64 -d > crash && .build/fuzz/bin/TARGET crash
        for unit in $(ls -t "$findings" | head -"$new"); do
            if [ "$(stat -c %s "$findings/$unit")" -le 8192 ]; then
                echo "    $unit (base64):" >&2
                base64 -w 96 "$findings/$unit" | sed 's/^/      /' >&2
            fi
        done
    fi
done
echo "== fuzz summary =="
printf '%s\n' "${summary[@]}"
exit "$status"
