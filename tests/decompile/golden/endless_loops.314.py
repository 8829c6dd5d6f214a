def unpack_list(self, unpack_item):
    list = []
    while True:
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


def polled(poll, flag):
    while True:
        item = poll(flag, True)
        if not item:
            continue
        break
    return item
