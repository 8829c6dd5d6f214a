def pair():
    return b'ab' + b'cd', 'x'
