# decompile: python >= 3.11
import os

if False:
    print(EventTuple, Key)

class Reader:
    if False:
        typing.cast(Reader)
    keys = os.sep
    def read(self):
        return self.keys
