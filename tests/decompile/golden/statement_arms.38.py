def archive(name, mode):
    if platform.startswith('aix') and name and name.endswith(')') and '.a(' in name:


        mode |= RTLD_MEMBER
    return mode
def skipped(a, b):
    if a:

        if b:
            x()
        z()
    y()
def commented(a):
    if a:

        x()
    else:
        y()
def either(a, b):
    if a or b:

        x()
