def start(entries):
    for entry in entries:
        try:
            target = resolve(entry)
        except ValueError:
            warn(entry)
        else:
            try:
                target()
            except Exception:
                warn(entry)
