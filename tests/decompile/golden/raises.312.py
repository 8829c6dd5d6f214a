def wait(queue, item):
    while queue.full():
        waiter = queue.make()
        try:
            queue.wait(waiter)
        except:
            waiter.cancel()
            if not queue.full() and not waiter.cancelled():
                queue.wake()
            raise
        else:
            pass
    return queue.put(item)
