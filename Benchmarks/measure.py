#!/usr/bin/env python3
"""measure.py COMMAND [ARG...]: runs COMMAND (stdout discarded, stderr passed through) and prints
"<wall seconds> <peak RSS KiB>" of that one process, the time to the microsecond (GNU time rounds
to 10 ms, too coarse for runs that take a few tens of milliseconds). Exits with the command's status."""
import os
import subprocess
import sys
import time

start = time.perf_counter()
child = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL)
_, status, usage = os.wait4(child.pid, 0)
elapsed = time.perf_counter() - start
child.returncode = os.waitstatus_to_exitcode(status)
print(f"{elapsed:.6f} {usage.ru_maxrss}")
sys.exit(child.returncode)
