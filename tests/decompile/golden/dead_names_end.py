def after_return(self, object_):
    try:
        raise object_
    except TypeError:
        return None



def under_if_zero(self):
    self.assertRaises(signal.ItimerError, signal.setitimer, -1, 0)
