#!/usr/bin/env python3
"""End-to-end check of `borderlog serve` with a real HTTP client (urllib, http.client) over loopback.

Starts the built binary on a free loopback port with a fresh store, drives the seed's flow (create, list, CSV import
with polling, Schengen), checks the token, asks HEAD of the page, an API route and the fixed documents on one kept
connection (the GET's status and headers, no body: the next answer on the connection reads cleanly), then kills the server with SIGKILL in the middle of a large import and
checks that the store is intact and holds that file all or nothing; finally SIGTERM ends a server with exit 0.
Usage: scripts/serve-e2e.py BORDERLOG_BINARY WORK_FOLDER   (exit 0 when every check passes)
"""
import http.client
import json
import os
import signal
import socket
import sqlite3
import subprocess
import sys
import time
import urllib.error
import urllib.request

from e2e_checks import check, failures, free_port

binary, work = sys.argv[1], sys.argv[2]
store, token_file = os.path.join(work, "store.sqlite"), os.path.join(work, "token")


def start():
    port = free_port()
    server = subprocess.Popen([binary, "--store", store, "serve", "--port", str(port), "--token-file", token_file],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return server, port
        except OSError:
            time.sleep(0.1)
    raise SystemExit("the server did not start")


def call(port, method, path, body=None, token=True, content_type="application/json"):
    data = body if isinstance(body, bytes) else (json.dumps(body).encode() if body is not None else None)
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=data, method=method)
    if token:
        request.add_header("Authorization", "Bearer " + open(token_file).read().strip())
    if data is not None:
        request.add_header("Content-Type", content_type)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            text = response.read().decode()
            return response.status, json.loads(text) if text else None
    except urllib.error.HTTPError as error:
        text = error.read().decode()
        return error.code, json.loads(text) if text else None


server, port = start()
check(oct(os.stat(token_file).st_mode & 0o777) == "0o600" and len(open(token_file).read().strip()) >= 32, "token file created, 0600, 32+ characters")
status, body = call(port, "GET", "/api/travel-segments/", token=False)
check(status == 401 and "error" in body, "401 without the token")
status, body = call(port, "POST", "/api/travel-segments/", {"country": "DE", "entry": "2024-01-01", "exit": "2024-02-29", "note": "Berlin"})
check(status == 201 and body["id"] > 0 and body["days"] == 60, "POST a travel segment: 201")
status, body = call(port, "GET", "/api/travel-segments/")
check(status == 200 and [s["country"] for s in body] == ["DE"], "GET the list")
status, body = call(port, "POST", "/api/travel-segments/import/csv/", b"country,entry,exit,note\nFR,2024-03-01,2024-03-05,Paris\n", content_type="text/csv")
check(status == 202 and "task_id" in body, "POST a CSV: 202 with a task id")
task = body["task_id"]
for _ in range(100):
    status, body = call(port, "GET", f"/api/travel-segments/import/status/{task}/")
    if body["status"] in ("SUCCESS", "FAILURE"):
        break
    time.sleep(0.05)
check(body == {"task_id": task, "status": "SUCCESS", "imported": 1, "errors": []}, "the import task succeeds")
status, body = call(port, "GET", "/api/calculations/schengen/?on=2024-03-05")
cli = json.loads(subprocess.run([binary, "--store", store, "report", "schengen", "--on", "2024-03-05", "--format", "json"],
                                capture_output=True, text=True).stdout)
check(status == 200 and body == cli and body["used"] == 65, "Schengen equals the CLI's JSON")


def exchange(connection, method, path, headers):
    """One request on a kept connection: status, headers (lower-case names) and body."""
    connection.request(method, path, headers=headers)
    response = connection.getresponse()
    body = response.read()
    return response.status, {name.lower(): value for name, value in response.getheaders()}, body


# HEAD: the GET's status and headers without the body, on one connection; a body sent after a HEAD's head would be
# read as the start of the next answer and break it.
token = open(token_file).read().strip()
connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
status, headers, _ = exchange(connection, "GET", "/?token=" + token, {})
cookie = headers.get("set-cookie", "").split(";")[0]
check(status == 303 and cookie, "the page link sets the session cookie")
both = {"Authorization": "Bearer " + token, "Cookie": cookie}
status, headers, body = exchange(connection, "GET", "/config/manifest", {})
version = json.loads(body)["zones"]["version"]
for path in ["/", "/api/travel-segments/", "/api/calculations/schengen/?on=2024-03-05", "/api/openapi.json", "/config/zones/" + version]:
    head_status, head_headers, head_body = exchange(connection, "HEAD", path, both)
    get_status, get_headers, get_body = exchange(connection, "GET", path, both)
    same = all(head_headers.get(name) == get_headers.get(name) for name in ["etag", "content-length", "cache-control", "content-type"])
    check(head_status == get_status == 200 and same and head_body == b"" and int(head_headers["content-length"]) == len(get_body) > 0,
          f"HEAD {path}: the GET's status and headers, no body")
    status, headers, body = exchange(connection, "HEAD", path, dict(both, **{"If-None-Match": get_headers["etag"]}))
    check(status == 304 and headers.get("etag") == get_headers["etag"] and body == b"", f"HEAD {path} with its ETag: 304")
status, headers, body = exchange(connection, "HEAD", "/api/travel-segments/", {})
_, _, error = exchange(connection, "GET", "/api/travel-segments/", {})
check(status == 401 and body == b"" and int(headers["content-length"]) == len(error) > 0 and headers.get("www-authenticate") == "Bearer",
      "HEAD without the token: 401, the error's length, no body")
status, _, body = exchange(connection, "GET", "/api/travel-segments/", both)
check(status == 200 and json.loads(body)[0]["country"] == "DE", "the kept connection still reads cleanly after the HEADs")
connection.close()

# A large CSV whose import is killed: the store must be intact and hold the file all or nothing.
rows = "".join(f"GB,{2000 + n // 12:04d}-{n % 12 + 1:02d}-01,{2000 + n // 12:04d}-{n % 12 + 1:02d}-20,row {n}\n" for n in range(288))
status, body = call(port, "POST", "/api/travel-segments/import/csv/", ("country,entry,exit,note\n" + rows).encode(), content_type="text/csv")
server.kill()
server.wait()
db = sqlite3.connect(store)
check(db.execute("PRAGMA integrity_check").fetchone()[0] == "ok", "killed during an import: the store is intact")
count = db.execute("SELECT count(*) FROM manualStay").fetchone()[0]
check(count in (2, 290), f"killed during an import: the file is there all or nothing ({count} stays)")
db.close()

server, port = start()
status, body = call(port, "GET", "/api/travel-segments/")
check(status == 200 and len(body) in (2, 290), "the restarted server answers from the same store")
server.send_signal(signal.SIGTERM)
check(server.wait(timeout=20) == 0, "SIGTERM ends the server with exit 0")
print(f"serve e2e: {len(failures)} failed")
sys.exit(1 if failures else 0)
