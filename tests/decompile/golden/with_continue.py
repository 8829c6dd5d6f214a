
def skipped(jobs, lock):
    for job in jobs:
        with lock as held:
            if job.done:
                continue
            job.run(held)
