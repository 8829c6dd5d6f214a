def chdir_error(self):
    try:
        os.chdir(self.missing)
    except OSError as e:
        desired = e
    else:
        self.fail('chdir to %s succeeded' % self.missing)
        return desired
    return desired

def parsed(text):
    try:
        value = int(text)
    except ValueError:
        value = None; return value
    except TypeError as error:
        value = error
    else:
        log(value)
        value += 1
        return value
    return value

def written(text):
    try:
        value = int(text)
    except ValueError:
        value = None
        return value
    log(value)
    return value
