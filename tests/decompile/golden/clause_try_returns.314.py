def compiles(compiler, source):
    try:
        compiler(source)
    except SyntaxError:
        try:
            compiler(source + '\n')
            return None
        except ValueError:
            pass
    return compiler(source, True)


def retried(c):
    try:
        c()
    except KeyError:
        try:
            c()
        except LookupError:

            pass
        else:
            return 1
    return c()
def exact_ratio(x):
    try:
        if type(x) is float:
            return x.as_integer_ratio()
        try:
            return (x.numerator, x.denominator)
        except AttributeError:
            try:
                return x.as_integer_ratio()
            except AttributeError:
                pass
    except (OverflowError, ValueError):
        return (x, None)
    raise TypeError(x)
