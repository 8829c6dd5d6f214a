def pair():
    return (b'abcd', 'x')
