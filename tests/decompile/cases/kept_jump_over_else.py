def consume(self, lb, n):
    while self.buf:
        t = self.get()
        if not t:
            self.flush()
        elif isinstance(t, int):
            if lb < n:
                self.take(lb)
            else:
                self.take(n)
        else:
            v0 = self.start(t)
            v1 = self.step(v0, a, b)
            v2 = self.step(v1, a, b)
            v3 = self.step(v2, a, b)
            v4 = self.step(v3, a, b)
            v5 = self.step(v4, a, b)
            v6 = self.step(v5, a, b)
            v7 = self.step(v6, a, b)
            v8 = self.step(v7, a, b)
            v9 = self.step(v8, a, b)
            v10 = self.step(v9, a, b)
            v11 = self.step(v10, a, b)
            v12 = self.step(v11, a, b)
            v13 = self.step(v12, a, b)
            v14 = self.step(v13, a, b)
            v15 = self.step(v14, a, b)
            v16 = self.step(v15, a, b)
            v17 = self.step(v16, a, b)
            v18 = self.step(v17, a, b)
