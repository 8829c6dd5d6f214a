# decompile: python >= 3.13
def defaulted[S, T = int, **P = [int]](x: T) -> T:
    return x


class Table[K = str, V = list[K]]:
    def get(self, key: K) -> V:
        raise KeyError(key)
