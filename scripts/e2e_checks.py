"""What the end-to-end scripts (serve-e2e.py, ingest-e2e.py) share: checks that print and are counted, and a free port."""
import socket

failures = []


def check(condition, what):
    print(("ok    " if condition else "FAIL  ") + what)
    if not condition:
        failures.append(what)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]
