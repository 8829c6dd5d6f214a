def run_callback(self):
    try:
        self.run()
    except BaseException as exc:
        context = {'exception': exc}
        if self.traceback:
            context['traceback'] = self.traceback
        self.handler(context)
    self = None


def next_item(self):
    try:
        return next(self.iterator)
    except StopIteration:
        pass
    raise StopAsyncIteration
