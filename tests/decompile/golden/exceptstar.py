
def split(job, log):
    try:
        job.run()
    except* KeyError as group:
        log(group.exceptions)
    except* (TypeError, ValueError):
        log('bad input')
def escalate(job):
    try:
        job.run()
    except* OSError as group:
        raise RuntimeError('failed') from group
    job.done()
