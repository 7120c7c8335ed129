"""Reads the state and province outlines of DCW-GMT (Debian's gmt-dcw) for the countries BorderLog counts regions of.

DCW-GMT keeps each polygon set as unsigned 16-bit offsets from its bounding box (the variables' attributes `min` and
`scale`); a longitude of 65535 separates rings. Longitudes run 0…360, so the western hemisphere comes back negative.
Holes (the ACT inside New South Wales) are rings of their own.
"""
import numpy as np

COUNTRIES = ("US", "CA", "AU")


def names(states_path):
    """ISO 3166-2 code → English name, from dcw-states.txt (`US NY New York`)."""
    out = {}
    with open(states_path, encoding="utf-8") as f:
        for line in f:
            parts = line.rstrip("\n").split(None, 2)
            if len(parts) == 3 and parts[0] in COUNTRIES:
                out[f"{parts[0]}-{parts[1]}"] = parts[2].split(" (")[0]
    return out


def rings(nc_path, codes):
    """(code, longitudes, latitudes) for every ring of every region in `codes`, in code order."""
    import h5py

    with h5py.File(nc_path, "r") as nc:
        for code in sorted(codes):
            key = code.replace("-", "")
            lon, lat = nc[key + "_lon"], nc[key + "_lat"]
            dx = lon[:].astype(np.int64)
            dy = lat[:].astype(np.int64)
            xs = dx / float(lon.attrs["scale"][0]) + float(lon.attrs["min"][0])
            ys = dy / float(lat.attrs["scale"][0]) + float(lat.attrs["min"][0])
            xs = np.where(xs > 180.0, xs - 360.0, xs)
            cuts = np.r_[-1, np.nonzero(dx == 65535)[0], len(dx)]
            for a, b in zip(cuts[:-1], cuts[1:]):
                if b - a - 1 >= 3:
                    yield code, xs[a + 1 : b], ys[a + 1 : b]


def version(nc_path):
    """DCW-GMT's version as its file records it, else '?'."""
    import h5py

    with h5py.File(nc_path, "r") as nc:
        value = nc.attrs.get("version", b"?")
        return value.decode() if isinstance(value, bytes) else str(value)
