class Tests(Base):
    try:
        class Sub(Future):
            pass

        cls = Sub
    except AttributeError:
        cls = None


class Chosen(Base):
    if flag:
        kind = 1
    else:
        kind = 2
