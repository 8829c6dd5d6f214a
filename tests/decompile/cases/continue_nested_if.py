def nested_continues(ts):
    for t in ts:
        if t == 1:
            if t == 2:
                continue
            if t == 3:
                continue
        if t == 4:
            continue
        g(t)


def nested_if_continue(ts, skip):
    for t in ts:
        if t == 1:
            if t == 2:
                if skip:
                    skip = False
                continue
            if t == 3:
                continue
        if t == 4:
            continue
        g(t)


def with_asserts(ts, skip, d):
    for t in ts:
        if t == 1:
            if t == 2:
                if skip:
                    skip = False
                else:
                    assert not d
                    d = True
                continue
            if t == 3:
                assert not skip
                skip = True
                continue
        if t == 4:
            continue
        g(t)
