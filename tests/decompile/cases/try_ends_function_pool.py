def forget(self, key):
    'Forget the key, or everything.'
    if key:
        try:
            del self.known.get(self.frame, {})[key]
        except KeyError:
            self.error('not known: %s' % key)
    else:
        self.known.pop(self.frame, None)


def connect(self, address):
    'Connect to the address, or go on without.'
    if isinstance(address, str):
        try:
            self.connect_unix(address)
        except OSError:
            pass
    else:
        self.sock = make(address, 'tcp')
