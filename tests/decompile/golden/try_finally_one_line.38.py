def g(p):
    try:
        f(p)
    finally:
        p.add_event('falling through')
def h(p):
    try:
        p.run()
    except OSError:
        p.fail()
    finally:
        p.close()
