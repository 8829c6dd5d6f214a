def unset(self):
    for func in (self.b, self.fi.a):
        try:
            func.non_existent_attr
        except AttributeError:
            pass
        else:
            self.fail('using unknown attributes')


def modes(self, names):
    for mode in names:
        try:
            f = open(mode)
        except ValueError:
            pass
        except OSError:
            continue
        else:
            f.close()
            self.fail(mode)
