#!/usr/bin/env python3
"""Writes the PNG decoder's reference images with encoders other than ours (run by hand; the
output is committed, so the tests need no Python).

- pypng (pure Python, PyPI `pypng`): every colour type and bit depth PNG defines, plain and Adam7
  interlaced, 13 x 9 pixels (odd sizes leave some Adam7 passes narrow or empty), with tRNS where
  the colour type allows it.
- Pillow (PyPI `pillow`, libpng-compatible zlib writer with adaptive filtering): RGB, RGBA and grey
  images of smooth gradients, so that rows use the Sub, Up, Average and Paeth filters.

Each NAME.png has NAME.rgba beside it: the expected pixels as 8-bit RGBA, rows top to bottom
(16-bit samples rounded as v * 255 / 65535; 1-, 2- and 4-bit grey stretched to 0...255).

    pip install pypng pillow && python3 Tests/Fixtures/png/make_fixtures.py
"""
import os
import png
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
W, H = 13, 9


def scale(v, depth):
    return (v * 255 + 32767) // 65535 if depth == 16 else v * 255 // ((1 << depth) - 1)


def write(name, rows, expected, **kw):
    with open(os.path.join(HERE, name + ".png"), "wb") as f:
        png.Writer(W, H, **kw).write(f, rows)
    with open(os.path.join(HERE, name + ".rgba"), "wb") as f:
        f.write(bytes(expected))


def sample(x, y, c, depth):
    return (x * 37 + y * 91 + c * 53 + x * y * 7) % (1 << depth)


for interlace in (False, True):
    suffix = "-adam7" if interlace else ""
    for depth in (1, 2, 4, 8, 16):          # grey
        rows = [[sample(x, y, 0, depth) for x in range(W)] for y in range(H)]
        exp = []
        for r in rows:
            for v in r:
                g = scale(v, depth); exp += [g, g, g, 255]
        write(f"grey{depth}{suffix}", rows, exp, greyscale=True, bitdepth=depth, interlace=interlace)
    for depth in (8, 16):                   # RGB, grey+alpha, RGBA
        rows = [[sample(x, y, c, depth) for x in range(W) for c in range(3)] for y in range(H)]
        exp = []
        for r in rows:
            for x in range(W):
                exp += [scale(r[x * 3 + c], depth) for c in range(3)] + [255]
        write(f"rgb{depth}{suffix}", rows, exp, greyscale=False, bitdepth=depth, interlace=interlace)
        rows = [[sample(x, y, c, depth) for x in range(W) for c in range(2)] for y in range(H)]
        exp = []
        for r in rows:
            for x in range(W):
                g = scale(r[x * 2], depth); exp += [g, g, g, scale(r[x * 2 + 1], depth)]
        write(f"greyalpha{depth}{suffix}", rows, exp, greyscale=True, alpha=True, bitdepth=depth, interlace=interlace)
        rows = [[sample(x, y, c, depth) for x in range(W) for c in range(4)] for y in range(H)]
        exp = []
        for r in rows:
            for x in range(W):
                exp += [scale(r[x * 4 + c], depth) for c in range(4)]
        write(f"rgba{depth}{suffix}", rows, exp, greyscale=False, alpha=True, bitdepth=depth, interlace=interlace)
    for depth in (1, 2, 4, 8):              # palette, with alpha for the first entries (tRNS)
        n = 1 << depth
        palette = [((i * 71) % 256, (i * 13 + 40) % 256, (255 - i * 29) % 256, 255 if i % 3 else (i * 50) % 256) for i in range(n)]
        rows = [[sample(x, y, 0, depth) for x in range(W)] for y in range(H)]
        exp = []
        for r in rows:
            for v in r:
                exp += list(palette[v])
        write(f"palette{depth}{suffix}", rows, exp, palette=palette, bitdepth=depth, interlace=interlace)
    # tRNS colour keys for grey and RGB.
    rows = [[sample(x, y, 0, 8) for x in range(W)] for y in range(H)]
    key = rows[2][3]
    exp = []
    for r in rows:
        for v in r:
            exp += [v, v, v, 0 if v == key else 255]
    write(f"grey8-trns{suffix}", rows, exp, greyscale=True, bitdepth=8, transparent=key, interlace=interlace)
    rows = [[sample(x, y, c, 16) for x in range(W) for c in range(3)] for y in range(H)]
    key = tuple(rows[4][15:18])
    exp = []
    for r in rows:
        for x in range(W):
            px = tuple(r[x * 3:x * 3 + 3])
            exp += [scale(v, 16) for v in px] + [0 if px == key else 255]
    write(f"rgb16-trns{suffix}", rows, exp, greyscale=False, bitdepth=16, transparent=key, interlace=interlace)

# Pillow: adaptive filters on smooth content (64 x 40).
for mode in ("RGB", "RGBA", "L"):
    img = Image.new(mode, (64, 40))
    px = img.load()
    for y in range(40):
        for x in range(64):
            vals = ((x * 4) % 256, (y * 6) % 256, (x * y) % 256, 255 - (x + y) % 256)
            px[x, y] = vals[0] if mode == "L" else vals[:len(mode)]
    name = f"pillow-{mode.lower()}"
    img.save(os.path.join(HERE, name + ".png"), optimize=False)
    with open(os.path.join(HERE, name + ".rgba"), "wb") as f:
        f.write(img.convert("RGBA").tobytes())

# Every filter type in turn (row y uses filter y % 5), RGB 8-bit and grey+alpha 16-bit, written
# here from the PNG specification with Python's zlib: Pillow above never picks Average.
import struct
import zlib


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def filtered(rows, bpp):
    out = bytearray()
    prev = bytes(len(rows[0]))
    for y, row in enumerate(rows):
        f = y % 5
        out.append(f)
        for i, v in enumerate(row):
            a = row[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][f]
            out.append((v - pred) % 256)
        prev = row
    return bytes(out)


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


for name, ct, depth, channels in (("filters-rgb8", 2, 8, 3), ("filters-greyalpha16", 4, 16, 2)):
    w, h = 23, 15
    bps = depth // 8
    rows, exp = [], []
    for y in range(h):
        row = bytearray()
        for x in range(w):
            vals = [(x * 29 + y * 17 + c * 101 + (x ^ y) * 5) % (1 << depth) for c in range(channels)]
            for v in vals:
                row += v.to_bytes(bps, "big")
            s = [scale(v, depth) for v in vals]
            exp += (s + [255]) if channels == 3 else [s[0], s[0], s[0], s[1]]
        rows.append(bytes(row))
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, depth, ct, 0, 0, 0))
    data += chunk(b"IDAT", zlib.compress(filtered(rows, channels * bps), 9)) + chunk(b"IEND", b"")
    open(os.path.join(HERE, name + ".png"), "wb").write(data)
    open(os.path.join(HERE, name + ".rgba"), "wb").write(bytes(exp))
