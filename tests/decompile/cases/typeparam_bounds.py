# decompile: python >= 3.12
def bounded[T: int, *Ts, **P](x: T = 1, *, y=2) -> T:
    return x


def constrained[T: (int, str), U](a, b):
    pass


class Pair[K: str, **P](dict, metaclass=type):
    key: K

    def get(self) -> K:
        return self.key


type Numbers[N: (int, float)] = list[N]
