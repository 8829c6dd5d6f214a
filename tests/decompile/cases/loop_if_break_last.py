def first_marked(cls):
    for c in cls.mro:
        if "r" in c.d:
            cls.r = 1
            break


def chooses(cls):
    for c in cls.__mro__:
        if "_below" in c.__dict__:
            break
        if "bits" in c.__dict__:
            cls._below = cls._below_with_bits
            break
        if "random" in c.__dict__:
            cls._below = cls._below_without_bits
            break


def plain(items):
    for item in items:
        if item:
            item.mark()
            break


def resources(string):
    u = [x.lower() for x in string.split(",")]
    for r in u:
        if r == "all" or r == "none":
            continue
        if r[0] == "-":
            r = r[1:]
        if r not in NAMES:
            raise TypeError("invalid resource: " + r)
    return u


def skips_then_breaks(items):
    for item in items:
        if item is None:
            continue
        if item not in SEEN:
            item.mark()
            break
