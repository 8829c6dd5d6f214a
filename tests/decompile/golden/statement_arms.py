def archive(name, mode):
    if platform.startswith('aix'):
        pass
        if name and name.endswith(')') and '.a(' in name:
            mode |= RTLD_MEMBER
    return mode
def skipped(a, b):
    if a:
        pass
        if b:
            x()
        z()
    y()
def commented(a):
    if a:
        pass
        x()
    else:
        y()
def either(a, b):
    if a or b:
        pass
        x()
