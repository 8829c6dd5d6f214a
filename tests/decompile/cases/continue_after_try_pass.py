def skip_failures(items):
    for item in items:
        try:
            handle(item)
        except ValueError:
            pass
        continue


def drain(queue):
    while queue:
        try:
            handle(queue.pop())
        except IndexError:
            log('empty')
        continue
