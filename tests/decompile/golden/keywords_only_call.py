def add(self, other):
    'Non-default values from the right operand override those from the left.'
    return self.clone(**other.__dict__)


def ask(color=None, **options):
    if color is not None:
        options = options.copy()
        options['initialcolor'] = color
    return Chooser(**options).show()
