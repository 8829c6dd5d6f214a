def importable(name):
    try:
        __import__(name)
        return True
    except:
        return False


def attached(root, handler, source):
    try:
        root.handler
        return None
    except AttributeError:
        root.handler = handler
    handler.source = source


def formatted(message):
    try:
        formatter = format_warning
    except NameError:
        pass
    else:
        if formatter is not original:
            return formatter(message.text, message.category)
    return default_format(message)


def unregistered(self, operation):
    if operation in self.operations:
        function = self.operations[operation]
        del self.operations[operation]
        try:
            delattr(self.widget, operation)
        except AttributeError:
            pass
        return function


def named(message):
    try:
        formatter = format_warning
    except NameError as error:
        print(error)
    return default_format(message)


def opened(path):
    try:
        file = open(path)
    except OSError as error:
        print(error)
        return (0, 0)
    file.seek(0)
    return (file.read(), file.tell())


def opened_bare(path):
    try:
        file = open(path)
    except OSError as error:
        print(error)
        return None
    else:
        return file
