def section_list(self, config_set, config_type):
    if config_set == 'user':
        parser = self.user[config_type]
    elif config_set == 'default':
        parser = self.default[config_type]
    else:
        raise ValueError('Invalid config set')
    return parser.sections()


def only_branch(self, key):
    if key:
        found = self.table[key]
    else:
        raise KeyError(key)
    return found.value


def search(self, forwards, prefix, index):
    while True:
        if forwards:
            out = index >= 3
        else:
            out = index == 0
        if out:
            if forwards and not prefix:
                self.pos = 0
            else:
                self.error('not found')
            break
        index += 1
        if not prefix:
            self.select(index)
            return None
        self.step(index)


def put_none(queue, kwds):
    queue.put(None, **kwds)
    queue.put(-1, (2, 3), 'a', timeout=0.1, **kwds)
    queue.put(*(1, 2))
