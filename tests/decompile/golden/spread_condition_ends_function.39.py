def on_done(f):
    if counter <= 0 or mode == FIRST or mode == EXCEPTION and not f.cancelled() and f.exception() is not None:



        if handle is not None:
            handle.cancel()
        if not waiter.done():
            waiter.set_result(None)


def either_then_both(a, b, c, d):
    if (a or b and c) and d:


        x()


def nested_tests(a, b, c):
    if a and (b or c):

        x()
