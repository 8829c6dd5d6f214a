def in_try(a, b):
    try:
        if a:
            with b:
                g()
        else:
            h()
    except E:
        pass


def beside_return(self, data):
    if self.open is not None:
        with memoryview(data) as view:
            g(view)
    else:
        return h()


def try_in_if(self, lines):
    if self.show:
        try:
            if self.lock is not None:
                with self.lock:
                    for line in lines:
                        print(line)
                    flush()
            else:
                for line in lines:
                    print(line)
        except UnicodeEncodeError:
            warn('x')


def return_after_break(self, data):
    if hasattr(data, 'read'):
        while True:
            block = data.read()
            if not block:
                break
            self.send(block)
        return None
    else:
        audit(self, data)
