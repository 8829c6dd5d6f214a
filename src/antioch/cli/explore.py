"""``antioch explore``: the bytecode explorer, a local web page with source, listing, CFG and stepper."""
import argparse
import sys
import threading
import webbrowser

from antioch.errors import AntiochError
from antioch.files import cannot_read


def add_parser(sub: "argparse._SubParsersAction") -> argparse.ArgumentParser:
    p = sub.add_parser("explore", help="explore bytecode in the browser: source, listing, CFG, stepping",
                       description="Serve the bytecode explorer on 127.0.0.1 (a free port unless --port) and "
                                   "open it in the browser. The page shows FILE.py or SOURCE (or an example) beside "
                                   "its listing under each installed CPython 3.8-3.13, its control-flow graph, "
                                   "and steps through it. The address printed holds a random token that the page "
                                   "needs to run code: open that address. Ctrl-C stops the server.")
    p.add_argument("file", nargs="?", metavar="FILE.py", help="start with this file's source")
    p.add_argument("-c", dest="command", metavar="SOURCE", help="start with this source text")
    p.add_argument("--port", type=int, default=0, help="port to listen on (default: a free one)")
    p.add_argument("--host", default=None,
                   help="address to listen on; without it only 127.0.0.1. Anything else lets other machines "
                        "send code for this one to run: only on a network you trust")
    p.add_argument("--no-browser", action="store_true", help="print the URL but do not open a browser")
    p.add_argument("--verbose", action="store_true", help="log each request")
    return p


EXAMPLE = '''def total(n):
    t = 0
    for i in range(n):
        t += i
    return t

print(total(4))
'''


def run(args: argparse.Namespace) -> int:
    from antioch.explore.server import default_explorer, make_server

    if args.command is not None:
        source = args.command
    elif args.file is not None:
        try:
            with open(args.file, encoding="utf-8") as f:
                source = f.read()
        except (OSError, UnicodeDecodeError) as exc:
            raise AntiochError(cannot_read(args.file, exc)) from None
    else:
        source = EXAMPLE
    if not 0 <= args.port <= 65535:
        raise AntiochError("--port %d: not a port number" % args.port)
    explorer = default_explorer(source)
    server = make_server(explorer, host=args.host or "127.0.0.1", port=args.port,
                         allow_remote=args.host is not None, verbose=args.verbose)
    print("antioch explore: serving %s (CPython %s; Ctrl-C stops)"
          % (server.url, ", ".join(i.label for i in explorer.interpreters)), flush=True)
    if not args.no_browser:
        threading.Thread(target=webbrowser.open, args=(server.url,), daemon=True).start()
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print("\nantioch explore: stopped", file=sys.stderr)
    finally:
        server.server_close()
    return 0
