"""The explorer server under load: its memory after heavy answers and its threads under idle connections.

Starts ``antioch explore --no-browser`` (the host's CPython only is enough), then
1. sends REQUESTS traces of distinct programs that print in a loop (each answer weighs megabytes: every
   step carries the output so far) and reports the server's resident memory before and after;
2. opens IDLE connections that send nothing and reports the server's thread count at once and after the
   connection timeout.
Linux only (reads /proc).  Usage: python tools/explorer_load.py [REQUESTS] [IDLE]
"""
import http.client
import json
import os
import re
import socket
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "..", "src")
sys.path.insert(0, SRC)

from antioch.explore.server import CONNECTION_SECONDS, TOKEN_HEADER  # noqa: E402

PROGRAM = "for i in range(400):\n    print(%d, 'x' * 200)\n"


def status(pid: int, field: str) -> int:
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    raise KeyError(field)


def main(requests: int = 12, idle: int = 150) -> int:
    env = dict(os.environ, PYTHONPATH=SRC)
    server = subprocess.Popen([sys.executable, "-m", "antioch", "explore", "--no-browser"],
                              stdout=subprocess.PIPE, universal_newlines=True, env=env)
    try:
        found = re.search(r"127\.0\.0\.1:(\d+)/\?token=([\w-]+)", server.stdout.readline())
        assert found, "no address printed"
        port, token = int(found.group(1)), found.group(2)
        time.sleep(0.5)
        before = status(server.pid, "VmRSS")
        biggest = 0
        for k in range(requests):
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
            body = json.dumps({"source": PROGRAM % k, "version": "%d.%d" % sys.version_info[:2]})
            conn.request("POST", "/api/trace", body=body,
                         headers={"Content-Type": "application/json", TOKEN_HEADER: token})
            resp = conn.getresponse()
            biggest = max(biggest, len(resp.read()))
            conn.close()
        after = status(server.pid, "VmRSS")
        print("%d traces (answers up to %.1f MB): server RSS %.0f MB -> %.0f MB"
              % (requests, biggest / 1e6, before / 1024, after / 1024))
        threads = status(server.pid, "Threads")
        socks = [socket.create_connection(("127.0.0.1", port)) for _ in range(idle)]
        time.sleep(1.0)
        held = status(server.pid, "Threads")
        time.sleep(CONNECTION_SECONDS + 2)
        later = status(server.pid, "Threads")
        print("%d idle connections: server threads %d -> %d at once -> %d after %g s"
              % (idle, threads, held, later, CONNECTION_SECONDS + 2))
        for s in socks:
            s.close()
    finally:
        server.terminate()
        server.wait(10)
    return 0


if __name__ == "__main__":
    sys.exit(main(*(int(a) for a in sys.argv[1:])))
