def removedirs(name):
    head, tail = path.split(name)
    while head and tail:
        try:
            rmdir(head)
        except OSError:
            return None
        else:
            head, tail = path.split(head)

def drained(queue, limit):
    while queue and limit:
        queue.pop()
        limit -= 1
