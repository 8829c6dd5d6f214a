# decompile: python >= 3.11
class Queue:
    def __drain(self):
        return []

    def close(self):
        return self._Queue__drain()
