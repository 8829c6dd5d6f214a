def after_return(self, object_):
    try:
        raise object_
    except TypeError:
        return None
    self.fail('expected for raising %s' % type(object_))


def under_if_zero(self):
    self.assertRaises(signal.ItimerError, signal.setitimer, -1, 0)
