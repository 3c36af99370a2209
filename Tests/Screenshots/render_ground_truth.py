#!/usr/bin/env python3
"""Renders the ground-truth screens (hierarchy JSON exported from the headless model by
`swift run auditkit-accuracy`) to PNG at 1x, 2x and 3x, with anti-aliased text (FreeType, through
Pillow) in DejaVu faces, then strips every colour from the JSON, so that an audit must read the
colours from the pixels. Test-only: `.ci/install-screenshot-tools` installs Pillow.

    python3 Tests/Screenshots/render_ground_truth.py DIR [--scales 1,2,3]

For each DIR/NAME.json (and its NAME.icons.json) it writes
- NAME@1x.png, NAME@2x.png, NAME@3x.png: the screen;
- NAME.stripped.json: the hierarchy without text colours, background colours or effective
  background colours (source kind "json");
- NAME.truth.json: per text element and per icon, the 8-bit colours drawn and their WCAG 2.2
  contrast ratio (background null where the text lies over a gradient or noise: not measurable).

Drawing: every opaque background colour fills its frame (edges rounded to whole pixels), image
views named gradient-#RRGGBB-#RRGGBB or noise-#RRGGBB fill theirs, text is wrapped to its frame's
width, each line centred in a 1.2 em line box, and blended into the background through its
anti-aliased coverage (straight sRGB blending, as Pillow does).
"""
import json
import os
import random
import sys

from PIL import Image, ImageDraw, ImageFont

FONT_DIRS = ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF"]
FACES = {
    ("DejaVu Sans", "light"): "DejaVuSans-ExtraLight.ttf",
    ("DejaVu Sans", "regular"): "DejaVuSans.ttf",
    ("DejaVu Sans", "bold"): "DejaVuSans-Bold.ttf",
    ("DejaVu Serif", "light"): "DejaVuSerif.ttf",
    ("DejaVu Serif", "regular"): "DejaVuSerif.ttf",
    ("DejaVu Serif", "bold"): "DejaVuSerif-Bold.ttf",
    ("DejaVu Sans Mono", "light"): "DejaVuSansMono.ttf",
    ("DejaVu Sans Mono", "regular"): "DejaVuSansMono.ttf",
    ("DejaVu Sans Mono", "bold"): "DejaVuSansMono-Bold.ttf",
    ("DejaVu Sans Condensed", "light"): "DejaVuSansCondensed.ttf",
    ("DejaVu Sans Condensed", "regular"): "DejaVuSansCondensed.ttf",
    ("DejaVu Sans Condensed", "bold"): "DejaVuSansCondensed-Bold.ttf",
}
WEIGHT_CLASS = {"ultraLight": "light", "thin": "light", "light": "light", "regular": "regular", "medium": "regular",
                "semibold": "bold", "bold": "bold", "heavy": "bold", "black": "bold"}


def font_path(family, weight):
    name = FACES.get((family, WEIGHT_CLASS.get(weight, "regular")), "DejaVuSans.ttf")
    for directory in FONT_DIRS:
        path = os.path.join(directory, name)
        if os.path.exists(path):
            return path
    sys.exit(f"render_ground_truth: the font {name} was not found in {FONT_DIRS} (apt-get install fonts-dejavu-core fonts-dejavu-extra)")


def byte(component):
    return int(round(max(0.0, min(1.0, component)) * 255))


def rgb(colour):
    return (byte(colour["red"]), byte(colour["green"]), byte(colour["blue"]))


def hex_rgb(text):
    text = text.lstrip("#")
    return tuple(int(text[i:i + 2], 16) for i in (0, 2, 4))


def luminance(c):
    def lin(v):
        v = v / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])


def ratio(a, b):
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def box(frame, scale):
    (x, y), (w, h) = frame
    return (int(round(x * scale)), int(round(y * scale)), int(round((x + w) * scale)), int(round((y + h) * scale)))


def wrap(text, font, width, max_lines):
    lines, current = [], ""
    for word in text.split(" "):
        candidate = word if not current else current + " " + word
        if current and font.getlength(candidate) > width:
            lines.append(current)
            current = word
        else:
            current = candidate
    lines.append(current)
    if max_lines > 0 and len(lines) > max_lines:
        raise SystemExit(f"render_ground_truth: '{text}' needs {len(lines)} lines, its label allows {max_lines}")
    return lines


def preorder(elements, root):
    order, stack = [], [root]
    while stack:
        e = elements[stack.pop()]
        order.append(e)
        stack.extend(reversed(e.get("children", [])))
    return order


def render(document, icons, scale):
    h = document["hierarchy"]
    elements = h["elements"]
    root = elements[h["rootID"]]
    (_, _), (width, height) = root["frame"]
    image = Image.new("RGB", (int(round(width * scale)), int(round(height * scale))), (255, 255, 255))
    draw = ImageDraw.Draw(image)
    for e in preorder(elements, h["rootID"]):
        frame = e.get("frame")
        if not frame:
            continue
        x0, y0, x1, y1 = box(frame, scale)
        background = e.get("backgroundColor")
        if background and background["alpha"] >= 0.999:
            draw.rectangle((x0, y0, x1 - 1, y1 - 1), fill=rgb(background))
        name = (e.get("image") or {}).get("name") or ""
        if name.startswith("gradient-"):
            top, bottom = (hex_rgb(c) for c in name[len("gradient-"):].split("-"))
            for row in range(y0, y1):
                t = (row - y0) / max(1, y1 - y0 - 1)
                draw.line((x0, row, x1 - 1, row), fill=tuple(int(round(a + (b - a) * t)) for a, b in zip(top, bottom)))
        elif name.startswith("noise-"):
            base = hex_rgb(name[len("noise-"):])
            rng = random.Random(e["id"])
            for row in range(y0, y1):
                for column in range(x0, x1):
                    image.putpixel((column, row), tuple(max(0, min(255, c + rng.randint(-70, 70))) for c in base))
        if e["id"] in icons:
            glyph, colour = icons[e["id"]]
            font = ImageFont.truetype(font_path("DejaVu Sans", "regular"), int(round((y1 - y0) * 0.6)))
            mask = Image.new("L", (x1 - x0, y1 - y0), 0)
            ImageDraw.Draw(mask).text(((x1 - x0) / 2, (y1 - y0) / 2), glyph, font=font, fill=255, anchor="mm")
            image.paste(hex_rgb(colour), (x0, y0, x1, y1), mask)
        text = e.get("text")
        if text and text.get("color") and text["text"].strip():
            f = text.get("font") or {}
            size = text.get("pointSize") or f.get("pointSize") or 17
            font = ImageFont.truetype(font_path(f.get("familyName") or "DejaVu Sans", f.get("weight", "regular")), int(round(size * scale)))
            lines = wrap(text["text"], font, x1 - x0, text.get("numberOfLines", 1))
            pitch = size * 1.2 * scale
            top = (y1 - y0 - pitch * len(lines)) / 2
            mask = Image.new("L", (x1 - x0, y1 - y0), 0)
            mask_draw = ImageDraw.Draw(mask)
            for i, line in enumerate(lines):
                mask_draw.text((0, top + pitch * (i + 0.5)), line, font=font, fill=255, anchor="lm")
            image.paste(rgb(text["color"]), (x0, y0, x1, y1), mask)
    return image


def truth(document, icons):
    h = document["hierarchy"]
    elements = h["elements"]
    out = []
    for e in elements:
        text = e.get("text")
        if text and text.get("color") and text["text"].strip():
            f = text.get("font") or {}
            size = text.get("pointSize") or f.get("pointSize")
            bold = WEIGHT_CLASS.get(f.get("weight", "regular")) == "bold"
            bg = e.get("effectiveBackgroundColor")
            fg = rgb(text["color"])
            record = {"id": e["id"], "kind": "text", "text": text["text"], "pointSize": size, "bold": bold,
                      "large": size >= 18 or (size >= 14 and bold), "foreground": "#%02X%02X%02X" % fg,
                      "background": None, "ratio": None}
            if bg:
                record["background"] = "#%02X%02X%02X" % rgb(bg)
                record["ratio"] = ratio(fg, rgb(bg))
            out.append(record)
        if e["id"] in icons:
            glyph, colour = icons[e["id"]]
            bg = rgb(e["effectiveBackgroundColor"])
            out.append({"id": e["id"], "kind": "icon", "glyph": glyph, "foreground": colour, "background": "#%02X%02X%02X" % bg,
                        "ratio": ratio(hex_rgb(colour), bg)})
    return out


def strip(document):
    h = document["hierarchy"]
    h["source"]["kind"] = "json"
    for e in h["elements"]:
        e.pop("backgroundColor", None)
        e.pop("effectiveBackgroundColor", None)
        if e.get("text"):
            e["text"].pop("color", None)
    return document


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    directory = args[0]
    scales = [1, 2, 3]
    if "--scales" in args:
        scales = [int(s) for s in args[args.index("--scales") + 1].split(",")]
    names = sorted(f[:-5] for f in os.listdir(directory)
                   if f.endswith(".json") and not f.endswith((".icons.json", ".stripped.json", ".truth.json")))
    if not names:
        sys.exit(f"render_ground_truth: no screen JSON in {directory}")
    for name in names:
        with open(os.path.join(directory, name + ".json")) as f:
            document = json.load(f)
        icons = {}
        icons_path = os.path.join(directory, name + ".icons.json")
        if os.path.exists(icons_path):
            with open(icons_path) as f:
                icons = {i["elementID"]: (i["glyph"], i["color"]) for i in json.load(f)}
        for scale in scales:
            render(document, icons, scale).save(os.path.join(directory, f"{name}@{scale}x.png"))
        with open(os.path.join(directory, name + ".truth.json"), "w") as f:
            json.dump(truth(document, icons), f, indent=1, sort_keys=True)
        with open(os.path.join(directory, name + ".stripped.json"), "w") as f:
            json.dump(strip(document), f, indent=1, sort_keys=True)
    print(f"rendered {len(names)} screens at {', '.join(f'{s}x' for s in scales)} into {directory}")


if __name__ == "__main__":
    main()
