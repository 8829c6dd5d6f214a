import os

debug: bool = False
if debug:
    level: int = 2
else:
    level: str
path: 'os.PathLike[str] | None'


class Settings:
    name: str
    if debug:
        trace: list[str] = []
    size: int = 0

    def reset(self):
        self.size = 0

    limit: float
