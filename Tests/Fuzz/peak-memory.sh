#!/usr/bin/env bash
# Peak memory of the release CLI per hostile input shape, against the input's size.
#
# Usage (from anywhere): bash Tests/Fuzz/peak-memory.sh [AUDITKIT [SUBSTRING]]
#   AUDITKIT defaults to the release build (`swift build -c release --product auditkit` first);
#   SUBSTRING measures only the shapes whose names contain it (and the small capture).
#
# Each shape is generated into a scratch directory, then audited once under `/usr/bin/time -v`
# (`auditkit audit FILE --output report.txt`, plus what the shape needs); the table gives the
# input's size, the exit status, the peak resident set ("Maximum resident set size") and the
# multiple of the input size above the constant a small capture takes. CONTRIBUTING.md ("Memory is
# linear in the input") keeps the figures of a run.
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
A="${1:-$(cd "$root" && swift build -c release --show-bin-path)/auditkit}"
A="$(realpath "$A" 2>/dev/null || echo "$A")"
[ -x "$A" ] || { echo "peak-memory.sh: no auditkit at $A (swift build -c release --product auditkit)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "peak-memory.sh: needs GNU time (apt-get install time)" >&2; exit 2; }
W="$(mktemp -d "${TMPDIR:-/tmp}/auditkit-memory.XXXX")"
trap 'rm -rf "$W"' EXIT
cd "$W"

python3 - "$A" "${2:-}" <<'PY'
import json, struct, subprocess, sys, zlib

auditkit = sys.argv[1]
only = sys.argv[2]

def page(inner, width=390, height=844):
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<AppiumAUT><XCUIElementTypeApplication '
            f'type="XCUIElementTypeApplication" label="A" x="0" y="0" width="{width}" height="{height}">'
            f'<XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="{width}" height="{height}">'
            f'{inner}</XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>\n')

def button(attrs=''):
    return f'<XCUIElementTypeButton type="XCUIElementTypeButton" accessible="true" x="0" y="0" width="10" height="10"{attrs}>'

def deep_buttons(n):
    return page(button() * n + '</XCUIElementTypeButton>' * n)

def deep_containers(n):
    other = '<XCUIElementTypeOther type="XCUIElementTypeOther" label="Go" accessible="false" x="0" y="0" width="390" height="844">'
    leaf = '<XCUIElementTypeButton type="XCUIElementTypeButton" label="Go" accessible="true" x="1" y="1" width="50" height="50"/>'
    return page(other * n + leaf + '</XCUIElementTypeOther>' * n)

def wide_buttons(n):
    return page((button()[:-1] + '/>') * n)

def wide_json(n):
    hierarchy = json.loads(subprocess.run([auditkit, 'export'], capture_output=True, check=True).stdout)
    elements = hierarchy['hierarchy']['elements']
    template = next(e for e in elements if e['elementType'] == 'button')
    window = next(e for e in elements if e['elementType'] == 'window')
    for i in range(n):
        clone = json.loads(json.dumps(template))
        clone['id'] = len(elements)
        clone['parent'] = window['id']
        clone['label'] = f'Button {i}'
        clone['pathComponent'] = f"Button['Button {i}']"
        for key in ('children', 'accessibilityChildren', 'automationChildren'):
            if key in window:
                window[key].append(clone['id'])
        elements.append(clone)
    return json.dumps(hierarchy, indent=1)

GRAPHEME = 'e' + '\u0301' * 100_000  # one character of 200 KB

def grapheme_container(n):
    """n small buttons in one container whose label is one 200 KB character."""
    btn = '<XCUIElementTypeButton type="XCUIElementTypeButton" x="10" y="10" width="10" height="10"/>'
    return page(f'<XCUIElementTypeOther type="XCUIElementTypeOther" label="{GRAPHEME}" x="0" y="0" width="390" height="844">'
                + btn * n + '</XCUIElementTypeOther>')

def grapheme_nested(depth, n):
    """n small buttons under depth nested containers, each labelled with that 200 KB character."""
    other = f'<XCUIElementTypeOther type="XCUIElementTypeOther" label="{GRAPHEME}" x="0" y="0" width="390" height="844">'
    btn = '<XCUIElementTypeButton type="XCUIElementTypeButton" x="10" y="10" width="10" height="10"/>'
    return page(other * depth + btn * n + '</XCUIElementTypeOther>' * depth)

def dump(n):
    lines = ['Application, 0x1, pid: 1, label: \'A\'', '  Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}']
    lines += [f'    Button, 0x{i + 3:x}, {{{{1.0, 1.0}}, {{10.0, 10.0}}}}' for i in range(n)]
    return '\n'.join(lines) + '\n'

def entity(refs):
    ent = '<!DOCTYPE AppiumAUT [<!ENTITY a "' + 'A' * 50000 + '">]>\n'
    label = '&a;' * 100
    btn = f'<XCUIElementTypeButton type="XCUIElementTypeButton" label="{label}" x="10" y="10" width="100" height="44"/>'
    return '<?xml version="1.0"?>\n' + ent + '<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication"><XCUIElementTypeWindow type="XCUIElementTypeWindow">' + btn * (refs // 100) + '</XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>'

def escaped_unclosed(n):
    return '"Application, 0x1\\n' + '\n'.join('    Button, 0x3, {{1,1},{1,1}}' for _ in range(n)) + '\n'

def png(width, height):
    """A white RGB PNG: a few KB that decode to width x height x 3 bytes."""
    def chunk(kind, data):
        return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
    row = b'\0' + b'\xff' * (width * 3)
    compressor = zlib.compressobj(9)
    raw = b''.join(compressor.compress(row) for _ in range(height)) + compressor.flush()
    return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', width, height, 8, 2, 0, 0, 0))
            + chunk(b'IDAT', raw) + chunk(b'IEND', b''))

label = '<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Hello" x="10" y="10" width="100" height="20"/>'
shapes = [
    ('a small capture (the constant)', 'small.xml', lambda: page(label), []),
    ('10,000 nested unlabelled buttons (XML)', 'deep10k.xml', lambda: deep_buttons(10_000), []),
    ('100,000 nested unlabelled buttons (XML)', 'deep100k.xml', lambda: deep_buttons(100_000), []),
    ('100,000 nested labelled containers (XML)', 'containers.xml', lambda: deep_containers(100_000), []),
    ('100,000 unlabelled buttons side by side (XML)', 'wide.xml', lambda: wide_buttons(100_000), []),
    ('the same, JSON report', 'wide.xml', None, ['--format', 'json']),
    ('the same, SARIF report', 'wide.xml', None, ['--format', 'sarif']),
    ('the same, JUnit report', 'wide.xml', None, ['--format', 'junit']),
    ('the same, against its own baseline', 'wide.xml', None, ['--baseline', 'wide-baseline.json']),
    ('20,000 buttons side by side (hierarchy JSON)', 'wide.json', lambda: wide_json(20_000), []),
    ('20,000-line dump (debugDescription)', 'dump.txt', lambda: dump(20_000), []),
    ('the same, SARIF report', 'dump.txt', None, ['--format', 'sarif']),
    ('a 9.9 MB label (XML)', 'label.xml', lambda: page(f'<XCUIElementTypeButton type="XCUIElementTypeButton" label="{"A" * 9_900_000}" x="1" y="1" width="100" height="44"/>'), []),
    ('1,000 buttons in a container labelled with one 200 KB character (XML)', 'grapheme.xml', lambda: grapheme_container(1_000), []),
    ('the same, SARIF report', 'grapheme.xml', None, ['--format', 'sarif']),
    ('1,000 buttons under 50 nested containers so labelled (XML)', 'grapheme50.xml', lambda: grapheme_nested(50, 1_000), []),
    ('the same, JSON report', 'grapheme50.xml', None, ['--format', 'json']),
    ('a 50 KB entity referenced 30,000 times (XML, refused)', 'entity.xml', lambda: entity(30_000), []),
    ('an escaped dump without its closing quote, 20,000 lines (refused)', 'escaped.txt', lambda: escaped_unclosed(20_000), []),
    ('a 6,000 x 9,000 px (54 Mpx) white PNG screenshot', 'big.png', lambda: png(6000, 9000), ['--screenshot-of', 'screen.xml']),
    ('a 9,000 x 9,000 px (81 Mpx) PNG screenshot (refused)', 'huge.png', lambda: png(9000, 9000), ['--screenshot-of', 'screen9k.xml']),
]

def code_is_missing(run):
    return run.returncode in (126, 127) or 'Maximum resident set size' not in run.stderr

def measure(name, file, make, extra):
    if make is not None:
        content = make()
        with open(file, 'wb') as f:
            f.write(content if isinstance(content, bytes) else content.encode('utf-8'))
    subject, arguments = file, list(extra)
    if extra[:1] == ['--screenshot-of']:
        # The PNG goes with a page source of its screen at 3x.
        capture = extra[1]
        width, height = (2000, 3000) if capture == 'screen.xml' else (3000, 3000)
        with open(capture, 'w') as f:
            f.write(page(label, width, height))
        subject, arguments = capture, ['--screenshot', file]
    if '--baseline' in arguments:
        subprocess.run([auditkit, 'audit', subject, '--write-baseline', 'wide-baseline.json', '--output', 'ignored.txt'],
                       capture_output=True)
    run = subprocess.run(['/usr/bin/time', '-v', auditkit, 'audit', subject, *arguments, '--output', 'report.out'],
                         capture_output=True, text=True, errors='replace')
    if code_is_missing(run):
        sys.exit(f'peak-memory.sh: {auditkit} did not run: {run.stderr.strip()[:300]}')
    rss_kb = int(next(l for l in run.stderr.splitlines() if 'Maximum resident set size' in l).split(':')[1])
    size = sum(len(open(p, 'rb').read()) for p in {subject, file})
    try:
        report = len(open('report.out', 'rb').read())
    except FileNotFoundError:
        report = 0
    return size, run.returncode, rss_kb / 1024, report

base = None
print('| input | size | exit | peak RSS | (RSS - constant) / size | report |')
print('|---|---|---|---|---|---|')
made = set()
for name, file, make, extra in shapes:
    if only and base is not None and only not in name and not (make is None and file in made):
        continue
    if only and base is not None and make is None and file not in made:
        continue
    made.add(file)
    size, code, rss, report = measure(name, file, make, extra)
    if base is None:
        base = rss
    multiple = (rss - base) * 1024 * 1024 / size
    print(f'| {name} | {size / 1e6:.2f} MB | {code} | {rss:.0f} MB | {multiple:.0f} | {report / 1e6:.1f} MB |', flush=True)
PY
