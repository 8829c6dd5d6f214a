def endless_in_try(q):
    try:
        while True:
            x = q()
            if x:
                g()
            else:
                del x
    except E:
        h()
