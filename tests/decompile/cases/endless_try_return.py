def endless_in_try(q):
    try:
        while True:
            x = q()
            if x:
                g()
                return None
            del x
    except E:
        h()
