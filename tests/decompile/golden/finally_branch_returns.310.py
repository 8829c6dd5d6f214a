def wrapper(func, *args):
    try:
        screen = start()


        return func(screen, *args)
    finally:
        if 'screen' in locals():
            screen.reset()
            stop()
def waited(lock, timeout):
    try:





        return lock.acquire(timeout)
    finally:
        if timeout is not None:
            lock.release()
        else:
            log(lock)
