def accept(sock, backlog):
    for _ in range(backlog):
        try:
            conn = sock.accept()
        except ConnectionAbortedError:
            continue
        except (BlockingIOError, InterruptedError):
            break
        except OSError as exc:
            if exc.errno in (1, 2):
                print('resources')
            else:
                raise
        else:
            print('accepted', conn)


def drain(queue):
    while queue:
        try:
            item = queue.pop()
        except IndexError:
            return None
        print('item', item)
