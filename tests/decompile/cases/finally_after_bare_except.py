def shutdown(self, conn):
    try:
        conn.send(None)
    except:
        report()
    finally:
        self.stopped.set()
