# Both arms of an if ending a method end with the same statement, each after a nested def: two
# statements of the source, not one copied into each arm (3.12 copies a small exit into each jump
# to it; here nothing was copied).


class Getter:
    def __init__(self, key, *keys):
        if not keys:
            self.keys = (key,)
            def pick(obj):
                return obj[key]
            self.pick = pick
        else:
            self.keys = keys = (key,) + keys
            def pick(obj):
                return tuple(obj[k] for k in keys)
            self.pick = pick
