
def valid(msg):
    match msg:
        case {'reply': str()}:
            pass
        case {'signal': 'EOF'}:
            pass
        case _:
            raise AssertionError(msg)


def last_case(tokens):
    match tokens:
        case ['case', name]:
            return name
        case _:
            return False
