def split(record):
    system, release, _, _ = record
    first, _, _, last = record
    return system, release, first, last
