def prune(head, split, rmdir):
    while head:
        try:
            rmdir(head)
        except OSError:
            return None
        else:
            head = split(head)
def drain(queue, log):
    while queue:
        try:
            log(queue.pop())
        except IndexError:
            break
        log(len(queue))
    return queue
