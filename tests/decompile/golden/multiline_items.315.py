def report(self, message, exc):
    self.handler(
        {'message': message,
        'exception': exc})

    self.log(message,
        exc, key=self)
    pair = [message,
        exc]
    return (message,
        exc)


def clauses(node, names, args):
    ignores = {
        ignore.lineno: ignore.tag
        for ignore in node.type_ignores}

    topics = set((a[5:] for a in names
        if a.startswith('help_' + args[0])))
    return [x
        for x in names if x]


def format_items(self, ent, stream, indent, last, allowance, context, level):
    self._format(ent, stream, indent,
        allowance if last else 1,
        context, level)
    return [ent,
        stream or indent]


def tests_of(tester):
    return dict(((name, getattr(tester, name))
        for name in dir(tester) if name.startswith('test_')))
