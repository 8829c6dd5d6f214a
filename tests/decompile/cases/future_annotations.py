from __future__ import annotations

limit: list[int] = []


class Node:
    parent: Node | None
    label: 'str' = 'root'

    def child(self, name: str, *, weight: float = 1.0) -> Node:
        return self
