def walk(top, onerror):
    try:
        it = scandir(top)
    except OSError as error:
        if onerror is not None:
            onerror(error)
        return
    with it:
        g(it)


def read(self, line):
    if line:
        try:
            self.stats = Stats(line)
        except OSError as err:
            print(err.args[1])
            return
        self.prompt = line + "% "
    else:
        print("nothing")
    return 0
