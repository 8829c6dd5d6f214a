"""The explorer's answer cache: the children's recent answers, bounded by their size in bytes.

A count of entries is no bound: one trace of a program that prints in a loop weighs megabytes (each
step carries the output so far), so a few dozen cached answers could hold hundreds of megabytes.  Each
answer is weighed by the length of its JSON text, which is what the server sends and close to what it
holds; the least recently used answers leave first, and an answer heavier than a quarter of the budget
is never kept.
"""
import json
import threading
from collections import OrderedDict
from typing import Any, Dict, Hashable, Optional, Tuple

#: the default budget: a few large traces, many listings
DEFAULT_BYTES = 16 << 20


class AnswerCache:
    """A thread-safe least-recently-used map of answers whose JSON texts weigh at most ``limit`` bytes."""

    def __init__(self, limit: int = DEFAULT_BYTES) -> None:
        self.limit = limit
        self._entries: OrderedDict[Hashable, Tuple[Dict[str, Any], int]] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    @property
    def bytes(self) -> int:
        """The weight of what is held now."""
        return self._bytes

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, key: Hashable) -> Optional[Dict[str, Any]]:
        with self._lock:
            entry = self._entries.get(key)
            if entry is None:
                return None
            self._entries.move_to_end(key)
            return entry[0]

    def put(self, key: Hashable, answer: Dict[str, Any]) -> bool:
        """Keep ``answer`` under ``key`` unless it is too heavy; whether it was kept."""
        weight = len(json.dumps(answer))
        if weight > self.limit // 4:
            return False
        with self._lock:
            old = self._entries.pop(key, None)
            if old is not None:
                self._bytes -= old[1]
            while self._entries and self._bytes + weight > self.limit:
                self._bytes -= self._entries.popitem(last=False)[1][1]
            self._entries[key] = (answer, weight)
            self._bytes += weight
            return True
