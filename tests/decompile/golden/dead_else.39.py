def scan(self):
    while self.pos < len(self.field):
        if self.field[self.pos] == '.':
            self.pos += 1
        elif self.field[self.pos] in self.ends:
            if self.items:
                self.items.pop()
            break
        else:
            self.items.append(self.atom())
        self.next()
    return self.items
