def iterfind(path, cache, tokenizer):
    try:
        selector = cache[path]
    except KeyError:
        next = iter(tokenizer(path)).__next__
        selector = []
        while 1:
            try:
                token = next()
            except StopIteration:
                break
            selector.append(token)
        cache[path] = selector
    return selector
