def drain(queue, ready, limit):
    while queue is not None:
        if ready and limit:
            queue = queue.next
            continue
        print(queue)
        if limit and queue.full():
            break
    return queue


def drain_simple(queue, ready, limit):
    while queue is not None:
        print(queue)
        if limit and queue.full():
            break
    return queue
