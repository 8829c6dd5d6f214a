




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
                return tuple((obj[k] for k in keys))
            self.pick = pick
