def attach(self, name, handle):
    while True:
        try:
            code = poll()
            if code == 183:
                if name:
                    log(name)
                continue
            self.mapping = open_mapping(name)
        finally:
            close(handle)
        self.name = name
        return self.mapping
