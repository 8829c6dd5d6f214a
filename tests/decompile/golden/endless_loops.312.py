def unpack_list(self, unpack_item):
    list = []
    while 1:
        x = self.unpack_uint()
        if x == 0:
            break
        if x != 1:
            raise ValueError(x)
        item = unpack_item()
        list.append(item)
    return list

def read_all(stream):
    chunks = []
    while True:
        chunk = stream.read(1)
        if not chunk:
            break
        chunks.append(chunk)
    return chunks


def drain(it, size):
    while True:
        x = next(it)
        if x:
            print(size, x)


def polled(poll, flag):
    while True:
        item = poll(flag, True)
        if item:
            break
    return item


def serve(sysconf, handle):
    try:
        size = sysconf('SC_PAGESIZE')
    except ValueError:
        size = 4096
    while True:
        handle(size)


try:
    page_size = sysconf('SC_PAGESIZE')
except (ValueError, AttributeError):
    page_size = 4096
while True:
    serve(sysconf, page_size)
