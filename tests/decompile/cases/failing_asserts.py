def pick(option):
    if option == 1:
        kind = 'first'
    else:
        assert 0, 'Bad option'
    return kind
