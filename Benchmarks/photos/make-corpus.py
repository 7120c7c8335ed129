#!/usr/bin/env python3
"""Builds a benchmark photo folder from real-format files: copies of each source file whose
DateTimeOriginal text is rewritten in place (hour, minute, second), so every copy stays a valid file of
the same format but has its own content identity.

Usage: make-corpus.py ORACLE.csv ROOT OUTDIR COUNT
  ROOT is the folder the oracle's SourceFile paths are relative to.
"""
import csv, os, sys

MEDIA = {"jpg", "jpeg", "tif", "tiff", "dng", "cr2", "nef", "rw2", "raf", "heic", "avif", "png", "webp"}
HEAD = 1 << 20


def sources(oracle, root):
    with open(oracle, newline="") as f:
        for row in csv.DictReader(f):
            dto = row["DateTimeOriginal"][:19]
            path = os.path.join(root, row["SourceFile"])
            ext = path.rsplit(".", 1)[-1].lower()
            if ext in MEDIA and len(dto) == 19 and dto[:4].isdigit() and "2000" <= dto[:4] <= "2025" and os.path.getsize(path) < 8 << 20:
                with open(path, "rb") as g:
                    head = g.read(HEAD)
                if dto.encode() in head:
                    yield path, ext, dto.encode()


def main():
    oracle, root, out, count = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    files = list(sources(oracle, root))
    os.makedirs(out, exist_ok=True)
    per_file = -(-count // len(files))
    written = 0
    for n, (path, ext, dto) in enumerate(files):
        with open(path, "rb") as f:
            data = bytearray(f.read())
        folder = os.path.join(out, f"{n:03d}")
        os.makedirs(folder, exist_ok=True)
        for i in range(per_file):
            if written >= count:
                break
            stamp = dto[:11] + b"%02d:%02d:%02d" % (i // 3600 % 24, i // 60 % 60, i % 60)
            copy = bytearray(data)
            start = 0
            while True:
                at = copy.find(dto, start, HEAD)
                if at < 0:
                    break
                copy[at:at + 19] = stamp
                start = at + 19
            with open(os.path.join(folder, f"IMG_{i:05d}.{ext}"), "wb") as g:
                g.write(copy)
            written += 1
    print(f"{written} files from {len(files)} real-format sources into {out}", file=sys.stderr)


if __name__ == "__main__":
    main()
