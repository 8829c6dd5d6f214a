
def source_of(spec, tree):
    try:
        source = spec.get_source()
    except (AttributeError, ImportError):
        return tree

    if source is None:
        return tree
    name = spec.loader.get_filename()
    return make(name, source, tree)


def push(self, buf):
    try:
        decoded = bytes(buf).decode(self.encoding)
    except UnicodeError:
        return None
    else:
        self.insert(decoded)
    self.keymap = self.compiled_keymap
