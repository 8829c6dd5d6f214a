def store(self, a, c):
    self.x = a if c else f(a)
def either(self, a):
    self.y = a or g(a)
def both(self, a, b):
    self.z = a and b
def keyed(self, d, a, c):
    d[a] = a if c else f(a)
