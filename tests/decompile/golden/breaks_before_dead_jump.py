def fetch(self, pointer, prefix):
    while 1:
        pointer += 1
        if pointer < 0:
            self.bell()
            if not self.cyclic and pointer < 0:
                return None

            pointer = None
            break
        item = self.history[pointer]
        if item:
            self.insert(item)
            break
    self.see(pointer, prefix)
