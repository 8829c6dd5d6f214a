def compare(old_group, new_group):
    for traceback, stat in new_group.items():
        previous = old_group.pop(traceback, None)
        if previous is not None:
            stat = diff(traceback,
                stat.size - previous.size,
                stat.count - previous.count)
        else:
            stat = diff(traceback,
                stat.size,
                stat.count)
        use(stat)


class Frame:
    pass
