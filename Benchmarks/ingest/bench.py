#!/usr/bin/env python3
"""Device pushes against `borderlog serve` (docs/devices.md), beside Python's sqlite3 storing the same rows.

DEVICES Overland devices post BATCHES batches of POINTS points each, all devices at once over loopback (one kept
connection a device); the server's points per second (acknowledged, so committed) and each batch's latency. Then
Python's sqlite3 `executemany` of the same rows into a table of the signal table's shape (WAL, synchronous NORMAL as
the store, INSERT OR IGNORE on the same unique identity, one transaction a batch), in the same run.
Usage: bench.py BORDERLOG_BINARY WORK_FOLDER [DEVICES] [BATCHES] [POINTS]
"""
import http.client
import json
import os
import socket
import sqlite3
import subprocess
import sys
import threading
import time

binary, work = sys.argv[1], sys.argv[2]
devices, batches, points = (int(a) for a in (sys.argv[3:6] + ["16", "20", "100"][len(sys.argv[3:6]):]))
store = os.path.join(work, "store.sqlite")
env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(work, "config"))
env.pop("BORDERLOG_STORE", None)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def batch(device, number):
    """One Overland batch and the rows it stores (identity, utc, local, day, timezone, lat, lon, accuracy, detail)."""
    features, rows = [], []
    for i in range(points):
        seconds = 1_718_438_400 + (number * points + i) * 10
        lat7, lon7 = 387_000_000 + device * 100_000 + number * points + i, -91_000_000 - i
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(seconds))
        features.append({"type": "Feature", "geometry": {"type": "Point", "coordinates": [lon7 / 1e7, lat7 / 1e7]},
                         "properties": {"timestamp": stamp + "Z", "horizontal_accuracy": 10, "altitude": 50, "speed": 1.5, "motion": ["walking"]}})
        rows.append((f"device:d{device}:{seconds * 1000}:{lat7}:{lon7}", stamp.replace("T", " ") + ".000", stamp, stamp[:10], None,
                     lat7 / 1e7, lon7 / 1e7, 10.0, '{"format":"overland","motion":"walking","alt":50,"speed":15}'))
    return json.dumps({"locations": features}).encode(), rows


secrets = []
for d in range(devices):
    out = subprocess.run([binary, "--store", store, "devices", "add", f"d{d}", "--app", "overland"], env=env, capture_output=True, text=True, check=True)
    secrets.append(next(l.split()[1] for l in out.stdout.splitlines() if l.startswith("secret: ")))
work_batches = [[batch(d, b) for b in range(batches)] for d in range(devices)]

port = free_port()
server = subprocess.Popen([binary, "--store", store, "serve", "--port", str(port), "--token-file", os.path.join(work, "token"),
                           "--infer-every", "3600"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
for line in server.stderr:
    if "listening on" in line:
        threading.Thread(target=lambda: [None for _ in server.stderr], daemon=True).start()
        break
latencies, failures, lock = [], [], threading.Lock()
start_gate = threading.Barrier(devices + 1)


def phone(d):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    headers = {"Authorization": "Bearer " + secrets[d], "Content-Type": "application/json"}
    start_gate.wait()
    for body, _ in work_batches[d]:
        began = time.perf_counter()
        connection.request("POST", "/ingest/overland", body=body, headers=headers)
        response = connection.getresponse()
        response.read()
        took = time.perf_counter() - began
        with lock:
            latencies.append(took)
            if response.status != 200:
                failures.append(response.status)


threads = [threading.Thread(target=phone, args=(d,)) for d in range(devices)]
for t in threads:
    t.start()
start_gate.wait()
began = time.perf_counter()
for t in threads:
    t.join()
server_seconds = time.perf_counter() - began
server.terminate()
server.wait()
total = devices * batches * points
stored = sqlite3.connect(store).execute("SELECT count(*) FROM signal").fetchone()[0]

python_store = os.path.join(work, "python.sqlite")
for suffix in ("", "-wal", "-shm"):
    if os.path.exists(python_store + suffix):
        os.remove(python_store + suffix)
db = sqlite3.connect(python_store, isolation_level=None)
db.execute("PRAGMA journal_mode = WAL")
db.execute("PRAGMA synchronous = NORMAL")
db.execute("""CREATE TABLE signal (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, sourceId INTEGER NOT NULL,
    identity TEXT NOT NULL UNIQUE, utc DATETIME, local TEXT, day TEXT NOT NULL, timezone TEXT, lat REAL, lon REAL, accuracy REAL,
    country TEXT, nearBorder BOOLEAN, resolved BOOLEAN NOT NULL DEFAULT 0, detail TEXT, region TEXT, nearbyRegion TEXT)""")
db.execute("CREATE INDEX signal_day ON signal (day)")
db.execute("CREATE INDEX signal_sourceId ON signal (sourceId)")
db.execute("CREATE INDEX signal_unresolved ON signal (resolved) WHERE resolved = 0")
began = time.perf_counter()
for b in range(batches):
    for d in range(devices):
        db.execute("BEGIN")
        db.executemany("INSERT OR IGNORE INTO signal (kind, sourceId, identity, utc, local, day, timezone, lat, lon, accuracy, resolved, detail) "
                       "VALUES ('location', ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)", [(d + 1,) + row for row in work_batches[d][b][1]])
        db.execute("COMMIT")
python_seconds = time.perf_counter() - began
db.close()

latencies.sort()
p50 = latencies[len(latencies) // 2] * 1000
p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] * 1000
server_rate, python_rate = total / server_seconds, total / python_seconds
print(f"ingest: {devices} devices x {batches} batches x {points} points = {total} points; stored {stored}; failures {len(failures)}")
print(f"serve /ingest/overland: {server_seconds:.2f} s, {server_rate:.0f} points/s, batch p50 {p50:.1f} ms, p99 {p99:.1f} ms")
print(f"python sqlite3 executemany: {python_seconds:.2f} s, {python_rate:.0f} points/s")
print(f"ratio (serve / python): {server_rate / python_rate:.2f}; load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
sys.exit(1 if failures or stored != total else 0)
