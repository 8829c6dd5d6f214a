
import os

COLORIZE = True

if False:
    typing, IO, Self
    _theme: Theme
    level: int


class Settings:
    if False:
        trace: list[str]
    size: int = 0
path: 'os.PathLike[str] | None'
