def archive(name, mode):
    if platform.startswith('aix'):
        """The form libFOO.a(libFOO.so) names an archive's member."""
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
        'a comment'
        x()
    else:
        y()
def either(a, b):
    if a or b:
        pass
        x()
