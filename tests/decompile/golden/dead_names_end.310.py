def after_return(self, object_):
    try:
        raise object_
    except TypeError:
        return None
    if False:
        fail, type

def under_if_zero(self):
    self.assertRaises(signal.ItimerError, signal.setitimer, -1, 0)
    if False:
        ITIMER_REAL
