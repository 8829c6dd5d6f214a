def unset(self):
    for func in (self.b, self.fi.a):
        try:
            func.non_existent_attr
        except AttributeError:
            continue

        self.fail('using unknown attributes')


def modes(self, names):
    for mode in names:
        try:
            f = open(mode)
        except ValueError:
            continue
        except OSError:
            continue

        f.close()
        self.fail(mode)
