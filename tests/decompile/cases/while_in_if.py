def drain(self, offset):
    if offset < 0:
        while self.read(5):
            pass
    return self.pos


def strip_tail(parts):
    while parts and parts[-1] == '**':
        parts.pop()
    part = ''
    if parts:
        while parts and parts[-1] not in SPECIAL:
            part += parts.pop()
    return part


def readable(self):
    if isinstance(self.socket, Socket):
        while self.socket.pending() > 0:
            self.handle_read_event()
    return True


def both(a, b, n):
    if a and b:
        while n > 0:
            n -= 1
    return n
