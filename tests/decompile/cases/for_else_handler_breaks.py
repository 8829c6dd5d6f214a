def break_in_clause(items):
    for item in items:
        try:
            send(item)
        except OSError:
            break
    else:
        done()
    report(items)


def break_in_named_clause(count):
    for i in range(count):
        try:
            operate(i)
        except TimeoutError as e:
            break
    else:
        fail('no timeout')
    check(count)


def loop_in_try(items):
    try:
        for item in items:
            try:
                send(item)
            except ValueError:
                break
        else:
            done()
        finish()
    except OSError:
        pass
    report(items)


def loop_without_else_in_try(items):
    try:
        for item in items:
            send(item)
        finish()
    except OSError:
        pass
    report(items)
