def pick(option):
    if option == 1:
        kind = 'first'
    else:
        assert False, 'Bad option'
    return kind
