# decompile: python >= 3.11
class Queue:
    def __drain(self):
        return []

    def close(self):
        return self._Queue__drain()


class Item:
    def __init__(self, item):
        self.__item = item
        self.x = self.__item

    def get(self):
        del self.__item
        return self.__item.__class__
