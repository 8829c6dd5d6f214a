def reserve(self, name, handle):
    while True:
        try:
            code = last_error()
            if code == 183:
                if name is not None:
                    raise FileExistsError(name)
                continue

            self.mapping = open_mapping(name)
        finally:
            close(handle)
        self.name = name
        break
    return self.mapping
