def decode(labels):
    result = []
    size = 0
    for label in labels:
        try:
            text = convert(label)
        except ValueError as exc:
            raise KeyError(size + exc.start)

        result.append(text)
        if size:
            size += 1
        size += len(label)
    return (result, size)
