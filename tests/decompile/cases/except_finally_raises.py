def abort(self):
    try:
        self.run()
    except Exception as ex:
        self.active = False
        try:
            raise
        finally:
            self.test.abort(ex)


def cleanup(job):
    try:
        job()
    except Exception:
        try:
            raise
        finally:
            release(job)
