def report(self, message, exc):
    self.handler({
        'message': message,
        'exception': exc,
    })
    self.log(message,
        exc, key=self)
    pair = [message,
        exc]
    return (message,
        exc)
