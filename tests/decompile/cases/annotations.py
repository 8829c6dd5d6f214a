limit: int = 10
name: str


class Point:
    x: float
    y: float = 0.0

    def scaled(self, factor: float, *, exact: bool = False) -> 'Point':
        return self


values = {*first, *second}
z = 1 + 2j
