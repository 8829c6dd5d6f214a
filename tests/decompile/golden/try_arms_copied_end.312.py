def postfix(val, word):
    if callable(val):
        word += '('
        try:
            if not signature(val):
                word += ')'
        except ValueError:
            pass
        return word
    return word

def postfix_else(val, word):
    try:
        if val:
            word += ')'
        else:
            word += ']'
    except ValueError:
        word = None
    return word
