#!/usr/bin/env python3
"""Writes the README's worked example: a sign-in screen captured as an Appium page source
(login.xml), its screenshot at 2x (login.png, text drawn by FreeType through Pillow in DejaVu Sans,
as a stand-in for iOS's SF), and the same screen captured at accessibilityExtraExtraExtraLarge
(login-ax5.xml). Run by hand (pip install pillow); the outputs are committed.
"""
import os
from PIL import Image, ImageDraw, ImageFont

HERE = os.path.dirname(os.path.abspath(__file__))
SCALE = 2
W, H = 390, 300
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

img = Image.new("RGB", (W * SCALE, H * SCALE), (255, 255, 255))
draw = ImageDraw.Draw(img)


def box(x, y, w, h):
    return [round(v * SCALE) for v in (x, y, x + w, y + h)]


def text(x, y, w, h, string, size, colour, bold=False, centre=False):
    font = ImageFont.truetype(BOLD if bold else FONT, size * SCALE)
    anchor = "mm" if centre else "lm"
    px = (x + w / 2 if centre else x) * SCALE
    draw.text((px, (y + h / 2) * SCALE), string, font=font, fill=colour, anchor=anchor)


text(16, 20, 200, 34, "Sign in", 28, (0, 0, 0), bold=True)
text(16, 70, 100, 16, "Email", 13, (0x8E, 0x8E, 0x93))
draw.rounded_rectangle(box(16, 90, 358, 36), radius=8 * SCALE, outline=(0xC6, 0xC6, 0xC8), width=SCALE)
text(26, 90, 300, 36, "name@example.com", 15, (0xC7, 0xC7, 0xCD))
text(16, 134, 140, 16, "Forgot password?", 13, (0x00, 0x7A, 0xFF))
draw.rounded_rectangle(box(16, 170, 358, 50), radius=12 * SCALE, fill=(0x34, 0xC7, 0x59))
text(16, 170, 358, 50, "Continue", 17, (255, 255, 255), bold=True, centre=True)
gear = ImageFont.truetype(FONT, 22 * SCALE)
draw.text(((340 + 17) * SCALE, (20 + 17) * SCALE), "⚙", font=gear, fill=(0xC7, 0xC7, 0xCC), anchor="mm")
text(16, 260, 200, 16, "Version 2.4.1", 12, (0x3C, 0x3C, 0x43))
img.save(os.path.join(HERE, "login.png"))


def page(elements):
    attrs = 'x="0" y="0" width="390" height="300"'
    body = "".join(
        f'<XCUIElementType{t} type="XCUIElementType{t}" name="{n}" label="{l}"'
        + (f' value="{v}"' if v is not None else "")
        + (f' placeholderValue="{p}"' if p is not None else "")
        + f' enabled="true" visible="true" x="{x}" y="{y}" width="{w}" height="{h}"/>'
        for t, n, l, v, p, (x, y, w, h) in elements)
    return ('<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" '
            f'name="Shop" label="Shop" enabled="true" visible="true" {attrs}><XCUIElementTypeWindow type="XCUIElementTypeWindow" '
            f'enabled="true" visible="true" {attrs}>' + body + "</XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>\n")


base = [("StaticText", "Sign in", "Sign in", "Sign in", None, (16, 20, 200, 34)),
        ("Button", "settings", "Settings", None, None, (340, 20, 34, 34)),
        ("StaticText", "Email", "Email", "Email", None, (16, 70, 100, 16)),
        ("TextField", "email", "", "name@example.com", "name@example.com", (16, 90, 358, 36)),
        ("StaticText", "Forgot password?", "Forgot password?", "Forgot password?", None, (16, 134, 140, 16)),
        ("Button", "continue", "Continue", None, None, (16, 170, 358, 50)),
        ("StaticText", "Version 2.4.1", "Version 2.4.1", "Version 2.4.1", None, (16, 260, 200, 16))]
ax5 = [("StaticText", "Sign in", "Sign in", "Sign in", None, (16, 20, 358, 72)),
       ("Button", "settings", "Settings", None, None, (340, 20, 34, 34)),
       ("StaticText", "Email", "Email", "Email", None, (16, 100, 100, 16)),
       ("TextField", "email", "", "name@example.com", "name@example.com", (16, 124, 358, 64)),
       ("StaticText", "Forgot password?", "Forgot password?", "Forgot password?", None, (16, 196, 200, 22)),
       ("Button", "continue", "Continue", None, None, (16, 226, 358, 70)),
       ("StaticText", "Version 2.4.1", "Version 2.4.1", "Version 2.4.1", None, (16, 300, 358, 104))]
open(os.path.join(HERE, "login.xml"), "w").write(page(base))
open(os.path.join(HERE, "login-ax5.xml"), "w").write(page(ax5).replace('height="300"', 'height="844"', 2))
