def smaller(a, b):
    return (a <
        b)
def member(a, b):
    if (a not in
        b):
        return None
    return a
def item(a, b):
    return a[
        b]
def table(a, b):
    return {a:
        b}
def made(typecode, *args, lock=True):
    return Value(typecode, *args, lock=lock, ctx=args)

class Handler(Base):
    def log_message(self, format, *args):
        super(Handler,
            self).log_message(format, *args)
