def start(entries):
    for entry in entries:
        try:
            target = resolve(entry)
        except ValueError:
            warn(entry)
            continue
        try:
            target()
        except Exception:
            warn(entry)
