def seconds(text, parse):
    months = ('Jan', 'Feb', 'Mar')
    try:
        month = months.index(text[:3].title()) + 1
    except ValueError:
        raise ValueError('bad month %r' % (text,))
    tt = parse(text[3:])
    return (tt[0], month) + tt[2:6]
