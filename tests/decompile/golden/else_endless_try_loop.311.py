def wait(pid, status):
    if pid == 0:
        spawn(1)
    else:
        while 1:
            try:
                status = waitpid(pid, 0)
            except OSError as exc:
                raise ExecError(exc)
            if status:
                return status
            retry(pid)
