def clause_and_finally(a):
    try:
        a()
    except ValueError:
        b()
    finally:
        c()


def clause_and_finally_then_return(a):
    try:
        a()
    except ValueError as e:
        b(e)
    finally:
        c()
    return a


def clause_and_finally_in_loop(items):
    for a in items:
        try:
            try:
                a()
            except ValueError:
                b()
        finally:
            c()
