import io
from typing import List, Tuple

import pytest

from antioch.forth import Forth


class Run:
    """A Forth with captured output: ``run(text)`` -> (stack, output of this text)."""

    def __init__(self) -> None:
        self.out = io.StringIO()
        self.forth = Forth(out=self.out)

    def __call__(self, text: str) -> Tuple[List[int], str]:
        start = len(self.out.getvalue())
        stack = self.forth.evaluate(text)
        return stack, self.out.getvalue()[start:]

    def stack(self, text: str) -> List[int]:
        stack = self.forth.evaluate(text)
        del self.forth.S[:]
        return stack


@pytest.fixture
def forth() -> Run:
    return Run()
