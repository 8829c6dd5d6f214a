def serve(jobs):
    while jobs:
        try:
            job = jobs.pop()
        except IndexError:
            if verbose:
                report()
            continue
        run(job)
