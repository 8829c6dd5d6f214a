def after_return(self, object_):
    try:
        raise object_
    except TypeError:
        return
    self.fail("expected for raising %s" % type(object_))


def under_if_zero(self):
    self.assertRaises(signal.ItimerError, signal.setitimer, -1, 0)
    if 0:
        self.assertRaises(signal.ItimerError,
                          signal.setitimer, signal.ITIMER_REAL, -1)
