def check_raise(self, b):
    try:
        raise b
    except AClass as v:
        self.assertEqual(v, b)


    return 1


def check_in_loop(self, items):
    for x in items:
        try:
            raise x
        except AClass:
            continue




def check_arms(self, b):
    try:
        if b:
            raise b

        raise ValueError
    except AClass:
        pass



    return 4


def build(pair):
    try:
        language, encoding = pair
        return language + '.' + encoding
    except (TypeError, ValueError):
        raise TypeError('not a pair') from None


def drain(q):
    try:
        while True:
            yield q.get_nowait()
    except Empty:
        return []


def raise_fails(self, object_):
    try:
        raise object_
    except TypeError:
        return None
