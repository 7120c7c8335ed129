#!/usr/bin/env python3
"""End-to-end checks of the device routes (docs/devices.md) on the real `borderlog serve`, with real HTTP clients.

kill:  phones post batches from several threads while the server is killed with SIGKILL; after a restart every point
       of every acknowledged batch is in the store, the store is intact, and resending every batch duplicates nothing.
nginx: Debian's nginx with a self-signed certificate on loopback in front of serve; pushes and the API over HTTPS.
Usage: scripts/ingest-e2e.py kill|nginx BORDERLOG_BINARY WORK_FOLDER   (exit 0 when every check passes)
"""
import base64
import json
import os
import signal
import socket
import sqlite3
import ssl
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

from e2e_checks import check, failures, free_port

mode, binary, work = sys.argv[1], sys.argv[2], sys.argv[3]
store, token_file = os.path.join(work, "store.sqlite"), os.path.join(work, "token")
environment = dict(os.environ, XDG_CONFIG_HOME=os.path.join(work, "config"), BORDERLOG_GEO_INDEX=os.path.join(work, "no-geo.idx"))
environment.pop("BORDERLOG_STORE", None)
environment.pop("BORDERLOG_RULES", None)


def add_device(name, app):
    # In the work folder: `--app owntracks` writes its QR code's PNG in the current folder.
    result = subprocess.run([binary, "--store", store, "devices", "add", name, "--app", app], env=environment, capture_output=True, text=True, cwd=work)
    line = next(line for line in result.stdout.splitlines() if line.startswith("secret: "))
    return line.split()[1]


def start():
    """The server on a free port, once its log says it listens (read from its stderr: no polling)."""
    port = free_port()
    server = subprocess.Popen([binary, "--store", store, "serve", "--port", str(port), "--token-file", token_file, "--infer-every", "3600"],
                              env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    for line in server.stderr:
        if "listening on" in line:
            threading.Thread(target=lambda: [None for _ in server.stderr], daemon=True).start()
            return server, port
    raise SystemExit("the server did not start")


def post(url, body, headers, context=None):
    request = urllib.request.Request(url, data=body, method="POST", headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=30, context=context) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def overland_batch(device, batch, size):
    """`size` points of one batch, each a distinct E7 position and millisecond, and their expected identities."""
    features, identities = [], []
    for i in range(size):
        ms = 1_718_438_400_000 + (batch * size + i) * 1000
        lat7, lon7 = 387_000_000 + batch * size + i, -91_000_000 - i
        timestamp = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(ms // 1000)) + "Z"
        features.append({"type": "Feature", "geometry": {"type": "Point", "coordinates": [lon7 / 1e7, lat7 / 1e7]},
                         "properties": {"timestamp": timestamp, "horizontal_accuracy": 10, "speed": 1, "motion": ["walking"]}})
        identities.append(f"device:{device}:{ms}:{lat7}:{lon7}")
    return json.dumps({"locations": features}).encode(), identities


def stored_identities(device):
    db = sqlite3.connect(store)
    rows = db.execute("SELECT identity FROM signal JOIN source ON source.id = signal.sourceId WHERE source.path = ?", (f"device:{device}",)).fetchall()
    db.close()
    return [row[0] for row in rows]


def kill_test():
    devices = {f"phone{n}": add_device(f"phone{n}", "overland") for n in range(4)}
    batches = {name: [overland_batch(name, b, 50) for b in range(40)] for name in devices}
    server, port = start()
    acknowledged = {name: [] for name in devices}
    enough = threading.Event()
    lock = threading.Lock()

    def phone(name):
        for index, (body, _) in enumerate(batches[name]):
            try:
                status, _ = post(f"http://127.0.0.1:{port}/ingest/overland", body,
                                 {"Authorization": "Bearer " + devices[name], "Content-Type": "application/json"})
            except OSError:
                return
            if status == 200:
                with lock:
                    acknowledged[name].append(index)
                    if sum(map(len, acknowledged.values())) >= 30:
                        enough.set()

    threads = [threading.Thread(target=phone, args=(name,)) for name in devices]
    for thread in threads:
        thread.start()
    check(enough.wait(120), "30 batches acknowledged before the kill")
    server.send_signal(signal.SIGKILL)
    server.wait()
    for thread in threads:
        thread.join()
    acked = sum(map(len, acknowledged.values()))
    check(acked < 160, f"the kill came while phones were posting ({acked} of 160 batches acknowledged)")
    db = sqlite3.connect(store)
    check(db.execute("PRAGMA integrity_check").fetchone()[0] == "ok", "after the kill the store is intact")
    db.close()
    missing = [identity for name in devices for index in acknowledged[name] for identity in batches[name][index][1]
               if identity not in set(stored_identities(name))]
    check(not missing, f"every point of every acknowledged batch is stored ({len(missing)} missing)")

    server, port = start()
    for name in devices:
        for body, _ in batches[name]:
            status, answer = post(f"http://127.0.0.1:{port}/ingest/overland?token={devices[name]}", body, {"Content-Type": "application/json"})
            if status != 200 or json.loads(answer) != {"result": "ok"}:
                check(False, f"resend after the restart answered {status} {answer}")
    counts = {name: len(stored_identities(name)) for name in devices}
    check(all(count == 40 * 50 for count in counts.values()), f"after resending every batch each phone has its 2000 points once ({counts})")
    expected = {identity for name in devices for _, identities in batches[name] for identity in identities}
    check(expected == {identity for name in devices for identity in stored_identities(name)}, "the stored points are exactly those sent")
    body, _ = batches["phone0"][0]
    post(f"http://127.0.0.1:{port}/ingest/overland", body, {"Authorization": "Bearer " + devices["phone0"], "Content-Type": "application/json"})
    check(len(stored_identities("phone0")) == 2000, "a batch resent once more duplicates nothing")
    server.send_signal(signal.SIGTERM)
    check(server.wait(timeout=30) == 0, "SIGTERM ends the server with 0")


def nginx_test():
    serve, serve_port = start()
    owntracks, overland = add_device("phone", "owntracks"), add_device("ana", "overland")
    cert, key = os.path.join(work, "cert.pem"), os.path.join(work, "key.pem")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "2", "-subj", "/CN=localhost",
                    "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"], check=True, capture_output=True)
    port = free_port()
    os.makedirs(os.path.join(work, "nginx-temp"), exist_ok=True)
    temp = os.path.join(work, "nginx-temp")
    config = os.path.join(work, "nginx.conf")
    with open(config, "w") as f:
        f.write(f"""
{"user root root;" if os.geteuid() == 0 else ""}
daemon off;
worker_processes 1;
pid {work}/nginx.pid;
error_log {work}/nginx-error.log;
events {{ worker_connections 64; }}
http {{
    access_log off;
    client_body_temp_path {temp}/body; proxy_temp_path {temp}/proxy; fastcgi_temp_path {temp}/fastcgi;
    uwsgi_temp_path {temp}/uwsgi; scgi_temp_path {temp}/scgi;
    server {{
        listen 127.0.0.1:{port} ssl;
        ssl_certificate {cert};
        ssl_certificate_key {key};
        client_max_body_size 11m;
        location / {{
            proxy_pass http://127.0.0.1:{serve_port};
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-Proto https;
        }}
    }}
}}
""")
    nginx = subprocess.Popen(["nginx", "-e", os.path.join(work, "nginx-error.log"), "-p", work, "-c", config],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    # nginx says nothing when it listens: its port is tried until it answers (or nginx ends).
    for _ in range(200):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            break
        except OSError:
            if nginx.poll() is not None:
                raise SystemExit("nginx ended: " + nginx.stderr.read())
            time.sleep(0.05)
    context = ssl.create_default_context(cafile=cert)
    base = f"https://127.0.0.1:{port}"
    basic = base64.b64encode(f"phone:{owntracks}".encode()).decode()
    status, answer = post(f"{base}/ingest/owntracks", b'{"_type":"location","lat":48.85833,"lon":2.29513,"tst":1718438400,"tid":"JJ","acc":13}',
                          {"Authorization": "Basic " + basic, "Content-Type": "application/json"}, context)
    check(status == 200 and answer == "[]", f"OwnTracks through nginx over HTTPS: {status} {answer}")
    body, identities = overland_batch("ana", 0, 20)
    status, answer = post(f"{base}/ingest/overland", body, {"Authorization": "Bearer " + overland, "Content-Type": "application/json"}, context)
    check(status == 200 and json.loads(answer) == {"result": "ok"}, f"Overland through nginx over HTTPS: {status} {answer}")
    status, _ = post(f"{base}/ingest/overland", body, {"Authorization": "Bearer " + open(token_file).read().strip(), "Content-Type": "application/json"}, context)
    check(status == 401, "the owner's token through nginx opens no ingest route")
    request = urllib.request.Request(f"{base}/api/devices/", headers={"Authorization": "Bearer " + open(token_file).read().strip()})
    with urllib.request.urlopen(request, timeout=30, context=context) as response:
        listed = json.loads(response.read().decode())
    check([(d["name"], d["points"]) for d in listed] == [("ana", 20), ("phone", 1)], f"the API through nginx lists the devices ({listed})")
    check(sorted(stored_identities("ana")) == sorted(identities), "the points posted through nginx are stored")
    try:
        urllib.request.urlopen(base + "/api/devices/", timeout=10, context=ssl.create_default_context())
        check(False, "a client that does not trust the test CA is refused")
    except (ssl.SSLError, urllib.error.URLError):
        check(True, "a client that does not trust the test CA is refused")
    nginx.send_signal(signal.SIGQUIT)
    nginx.wait(timeout=30)
    serve.send_signal(signal.SIGTERM)
    serve.wait(timeout=30)


{"kill": kill_test, "nginx": nginx_test}[mode]()
print(f"ingest e2e {mode}: {len(failures)} failed")
sys.exit(1 if failures else 0)
