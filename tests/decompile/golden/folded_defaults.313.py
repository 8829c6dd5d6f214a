class Protocol(object):
    'A protocol.'

    def __init__(self, loop, app, context, waiter,
        server_side=False,
        server_hostname=None,
        call_made=True, timeout=None):
        self.loop = loop


def configure(name, level=0,
    format='%(message)s',
    style='%', validate=True, handlers=None, force=False):
    return name


class Pool(object):
    def __init__(self, processes=None,
        initializer=None, initargs=(), maxtasksperchild=None, context=None):
        self.processes = processes
