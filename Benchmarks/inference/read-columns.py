#!/usr/bin/env python3
"""The peer of `borderlog infer`: Python's sqlite3 reading the signal table's day, country and kind columns once, every
row into a tuple, nothing else done with them. Prints the seconds from opening the store to the last row (interpreter
start and imports not included) and the processor seconds they used."""
import sqlite3
import sys
import time

start, cpu = time.perf_counter(), time.process_time()
rows = sqlite3.connect(sys.argv[1]).execute("SELECT day, country, kind FROM signal").fetchall()
print(f"{time.perf_counter() - start:.3f} {time.process_time() - cpu:.3f}")
print(len(rows), "rows", file=sys.stderr)
