def remove_entries(entries, topfd):
    for entry in entries:
        is_dir = entry.is_dir()
        if is_dir:
            try:
                dirfd = open(entry.name)
            except OSError:
                onerror(entry)
                continue
            else:
                try:
                    work(dirfd)
                finally:
                    close(dirfd)
                continue
        try:
            unlink(entry.name)
        except OSError:
            onerror(entry)
