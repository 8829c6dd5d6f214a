
def first[T](items: list[T]) -> T:
    return items[0]


def variadic[T, *Ts, **P](x: T = 1, *, y=2) -> T:
    return x


class Holder:
    def method[T](self, x: T) -> list[T]:
        return [x]


class Box[T]:
    pass


class Pair[K, **P](Holder, metaclass=type):
    key: K

    def get(self) -> K:
        return self.key


type Pairs[K, V] = list[tuple[K, V]]


class Outer:
    def m[__T](self, x: _Outer__T) -> _Outer__T:
        return x

    class Inner[__U]:
        pass
