class A(B):
    def f(self, *args, **kw):
        super().f(*args)
        super().f(*args, **kw)
        super().g(1, k=2)
        x = super().x
        super(A, self).f(*args)
        super(A, self).f(args)
        y = super(A, self).y
        return super().__new__(self, **kw)
