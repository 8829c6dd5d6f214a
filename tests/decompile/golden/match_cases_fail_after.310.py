
import sys


def attribute(name):
    match name:
        case 'policy':
            return 1
        case 'windows':
            if sys.platform == 'win32':
                return 2
            pass
    raise AttributeError(f'no attribute {name!r}')

def several(name):
    match name:
        case 'a':
            return 1
        case 'b':
            if sys.platform == 'win32':
                return 2
        case 'c':
            if sys.platform == 'win32':
                return 3
            pass
    raise AttributeError(f'no attribute {name!r}')
