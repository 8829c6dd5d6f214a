def run_path(path, name):
    sys.path.insert(0, path)
    try:
        with module(name) as temp, argv(path):



            return run(temp).copy()
    finally:
        try:
            sys.path.remove(path)
        except ValueError:
            pass
def listed(self):
    try:
        with suppress(OSError):
            return listdir(self.root)
        log(self.root)
    finally:
        self.close()
