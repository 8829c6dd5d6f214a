def second_try(env, flag):
    with lock:
        try:
            found = env.get('PATH')
        except TypeError:
            found = None
        if flag:
            try:
                other = env[b'PATH']
            except (KeyError, TypeError):
                pass
            else:
                found = other
    return found
def arm_ends(flag):
    with lock:
        if flag:
            work()
def arms_end(flag):
    with lock:
        if flag:
            work()
        else:
            rest()
def clause_ends(env):
    with lock:
        try:
            value = env[1]
        except TypeError:
            value = 2
def nested_ends(env, flag):
    with lock:
        if flag:
            try:
                value = env[1]
            except TypeError:
                pass
            else:
                use(value)
