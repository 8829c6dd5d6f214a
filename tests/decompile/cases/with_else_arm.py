def subtests(self, formats, supported):
    for f in formats:
        with self.subTest(format=f):
            if f in supported:
                parse(f)
            else:
                with self.assertRaises(SystemError):
                    parse(f)
        done(f)


def conversions(self, factories):
    with self.subTest(factories):
        if factories:
            convert(factories)
        else:
            with self.assertRaises(TypeError):
                convert(None)
    return factories


def guarded(self, lock, items):
    with lock:
        if items:
            items.pop()
        else:
            try:
                refill(items)
            except OSError:
                log(items)
    return items
