def first_read(names):
    for name in names:
        try:
            with open(name) as fp:
                data = fp.read()
            break
        except OSError:
            continue
    use(data)
