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
