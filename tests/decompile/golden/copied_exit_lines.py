def glob0(dirname, basename, dir_fd):
    if basename:
        if lexists(join(dirname, basename), dir_fd):
            return [basename]

    elif isdir(dirname, dir_fd):
        return [basename]
    return []
