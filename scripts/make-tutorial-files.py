#!/usr/bin/env python3
"""Makes the two files docs/tutorial.md copies that no shown command can make: the cards as an
Excel workbook and a JPEG photo for the attack cards (docs/tutorial/).

    python3 scripts/make-tutorial-files.py CARDS.csv   # the tutorial's cards.csv after step 9
    cjpeg -quality 88 -optimize docs/tutorial/attack.ppm > docs/tutorial/attack.jpg

The workbook is written by the same writer as the broken-game corpus' spreadsheets
(tests/fixtures/broken/sheets.py); numbers are numeric cells, as a spreadsheet saves them."""
import csv, math, os, random, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "fixtures", "broken"))
import sheets  # noqa: E402

OUT = os.path.join(HERE, "..", "docs", "tutorial")


def workbook(cards_csv):
    with open(cards_csv, newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    numeric = {i for i, name in enumerate(rows[0]) if name in ("cost", "count")}
    table = [rows[0]] + [["=" + c if i in numeric else c for i, c in enumerate(r)] for r in rows[1:]]
    sheets.write_xlsx(os.path.join(OUT, "cards.xlsx"), [("Cards", table)])


def photo(width=626, height=425):
    """A glowing blade against an ember sky, with film grain: a stand-in for a designer's photo."""
    rng = random.Random(7)
    pixels = bytearray()
    for y in range(height):
        for x in range(width):
            t = y / height
            r, g, b = 60 + 150 * (1 - t), 20 + 70 * (1 - t) ** 2, 20 + 10 * t
            d = math.hypot(x - 0.62 * width, y - 0.35 * height)  # the sun behind
            glow = max(0.0, 1 - d / 170)
            r, g, b = r + 120 * glow, g + 110 * glow ** 1.5, b + 60 * glow ** 3
            u = (x - 0.22 * width) * 0.7 - (y - 0.85 * height) * 0.7  # the blade, rising right
            v = (x - 0.22 * width) * 0.7 + (y - 0.85 * height) * 0.7
            if 0 < u < 380 and abs(v) < 14 - 14 * (u / 380) ** 4:
                shine = 1 - abs(v) / 14
                r, g, b = 150 + 100 * shine, 150 + 95 * shine, 160 + 90 * shine
            if 0 < -u < 70 and abs(v) < 6:  # the hilt
                r, g, b = 70, 40, 25
            if abs(u) < 6 and abs(v) < 34:  # the guard
                r, g, b = 200, 160, 60
            n = rng.gauss(0, 6)
            pixels += bytes(max(0, min(255, int(c + n))) for c in (r, g, b))
    with open(os.path.join(OUT, "attack.ppm"), "wb") as f:
        f.write(b"P6 %d %d 255\n" % (width, height) + pixels)


if __name__ == "__main__":
    workbook(sys.argv[1])
    photo()
