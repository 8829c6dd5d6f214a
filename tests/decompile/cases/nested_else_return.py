def globaltrace(self, frame, why, arg):
    if why == 'call':
        filename = frame.get('__file__', None)
        if filename:
            modulename = _modname(filename)
            if modulename is not None:
                ignore_it = self.ignore.names(filename, modulename)
                if not ignore_it:
                    return self.localtrace
        else:
            return None
