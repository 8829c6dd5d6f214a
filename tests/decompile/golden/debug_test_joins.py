def drain(tasks, failures, errors):
    while tasks:
        tasks = step(tasks)
    if failures:
        raise ExceptionGroup('failed', failures)
    if errors is not None:
        raise errors
    return tasks


def report(self, level):
    log = self.log
    if log.ready():
        if log.level >= level:
            log.write('ready')
        while log.pending:
            log.flush()


def after_if(flag, item, size):
    if flag:
        setup(flag)
    if item:
        show(item)
    return size
