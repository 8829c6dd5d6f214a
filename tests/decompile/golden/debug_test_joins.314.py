def drain(tasks, failures, errors):
    while tasks:
        tasks = step(tasks)
    if __debug__ and failures:
        raise ExceptionGroup('failed', failures)
    if errors is not None:
        raise errors
    return tasks


def report(self, level):
    log = self.log
    if log.ready():
        if __debug__ and log.level >= level:
            log.write('ready')
        while log.pending:
            log.flush()


def after_if(flag, item, size):
    if flag:
        setup(flag)
    if __debug__ and item:
        show(item)
    return size
