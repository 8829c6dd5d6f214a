def has_handlers(logger):
    found = False
    while logger:
        if logger.handlers:
            found = True
            break
        if not logger.propagate:
            break
        logger = logger.parent
    return found
def find(items, wanted):
    index = 0
    while index < len(items):
        if items[index] == wanted:
            print(index)
            break
        index += 1
    return index
