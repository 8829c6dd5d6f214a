def skip_outside(transitions, ranges):
    for trans_time, offset in transitions:
        for dt_min, dt_max in ranges:
            if trans_time is not None and not dt_min <= trans_time <= dt_max:
                continue
            use(offset)


def skip_alone(pairs, t):
    for a, b in pairs:
        if a <= t <= b:

            use(a)


def skip_inside(pairs, t):
    for a, b in pairs:
        if t and a <= t <= b:
            continue
        use(a)


def outside(a, t, b):
    if not a <= t <= b:
        return 1
    return 2


def outside_known(a, t, b):
    if t is not None and not a <= t <= b:
        return 1
    return 2
