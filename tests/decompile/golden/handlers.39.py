def nested(a):
    try:
        try:
            a()
        except ValueError:
            b()
    except (TypeError, KeyError) as e:
        try:
            c(e)
        except OSError:
            raise RuntimeError() from e
def named(a):
    try:
        return a()
    except (LookupError, ArithmeticError) as e:
        return e
def loop(items):
    for x in items:
        try:
            use(x)
        except KeyError:
            continue
        except IndexError:
            break
    else:
        finish()
    while items:
        try:
            items.pop()
        except:
            pass
def managers(a, b):
    with a() as (p, q), b as c:
        with c:
            return p
def leaving(items):
    for x in items:
        with x:
            if x:
                break
            use(x)
def drain(queue):
    try:

        while True:
            queue.pop()
    except IndexError:
        pass
