
import typing
type Alias = list[int]
type Callback = typing.Callable[[int], str] | None


def local():
    type Local = dict[str, Alias]
    return Local


class Holder:
    type Inner = tuple[int, ...]
