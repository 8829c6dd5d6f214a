def join(self):
    with self.all_tasks_done:
        while self.unfinished_tasks:
            self.all_tasks_done.wait()


def drain(lock, results):
    depth = 0
    with lock:
        print(results)
        while results:
            path = results.pop()
            print(path, depth)
            depth += 1
