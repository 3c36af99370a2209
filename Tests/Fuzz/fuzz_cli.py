#!/usr/bin/env python3
"""Mutation fuzzing of `auditkit audit` and `auditkit describe` on the real captures.

Usage (from the package root, after `swift build -c release --product auditkit`):
    python3 Tests/Fuzz/fuzz_cli.py [SEED] [CASES]

Each case mutates a capture from ../shared/data/captures (or the QuoteApp JSON export): byte
flips, deletions, duplications, hostile tokens, truncation. Any exit status other than 0, 1 or 2
(a signal: a crash) and any run over 20 s is kept in .build/fuzz/ and counted. Exits 1 if any.
"""
import glob, os, random, subprocess, sys

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
binary = os.path.join(root, '.build', 'release', 'auditkit')
out = os.path.join(root, '.build', 'fuzz')
os.makedirs(out, exist_ok=True)
random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
cases = int(sys.argv[2]) if len(sys.argv) > 2 else 300

files = [f for f in glob.glob(os.path.join(root, '..', 'shared', 'data', 'captures', '*')) if not f.endswith('.src.txt')]
seeds = [open(f, 'rb').read() for f in files]
export = os.path.join(out, 'quote.json')
subprocess.run([binary, 'export', '--output', export], check=True)
seeds.append(open(export, 'rb').read())
tokens = [b'1e309', b'-1', b'NaN', b'99999999999999999999999', b'"', b"'", b'\n', b'{{', b'}}', b'<', b'>',
          b'&#0;', b'\x00', b'[', b']', b'-0', b'1e300', b'\xff', b'\xe4\xbb']

failures = 0
for i in range(cases):
    data = bytearray(random.choice(seeds))
    for _ in range(random.randint(1, 8)):
        op = random.random()
        if op < 0.3 and data:
            data[random.randrange(len(data))] = random.randrange(256)
        elif op < 0.5 and data:
            p = random.randrange(len(data)); del data[p:p + random.randint(1, 50)]
        elif op < 0.7 and data:
            p, q = random.randrange(len(data)), random.randrange(len(data)); data[p:p] = data[q:q + random.randint(1, 200)]
        elif op < 0.85:
            p = random.randrange(len(data) + 1); data[p:p] = random.choice(tokens)
        else:
            data = data[:random.randrange(len(data) + 1)]
    path = os.path.join(out, 'case.bin')
    open(path, 'wb').write(data)
    for command in ('audit', 'describe'):
        try:
            run = subprocess.run([binary, command, path], capture_output=True, timeout=20)
            if run.returncode in (0, 1, 2):
                continue
            kind = 'crash'
        except subprocess.TimeoutExpired:
            kind = 'hang'
        failures += 1
        keep = os.path.join(out, f'{kind}-{i}-{command}.bin')
        open(keep, 'wb').write(data)
        print(kind, keep)
print(f'{cases} cases, {failures} crashes or hangs')
sys.exit(1 if failures else 0)
