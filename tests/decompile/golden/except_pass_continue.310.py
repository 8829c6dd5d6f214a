def skip_bad(items, convert):
    for item in items:
        try:
            convert(item)
        except ValueError:
            pass
            continue
        convert(None)


def retry(queue, fetch):
    while queue:
        try:
            fetch(queue)
        except OSError as e:
            continue
        except KeyError:

            if queue:
                queue.pop()
            pass
            continue
        queue.pop()
