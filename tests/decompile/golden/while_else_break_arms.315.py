def drain(queue, ready, limit):
    while queue is not None:
        if ready and limit:
            queue = queue.next
        else:
            print(queue)
            if not limit:
                continue
            if not queue.full():
                continue
            break
    return queue
def drain_simple(queue, ready, limit):
    while queue is not None:
        print(queue)
        if not limit:
            continue
        if queue.full():
            break
    return queue
