# decompile: python >= 3.10
import sys


def attribute(name):
    match name:
        case 'policy':
            return 1
        case 'windows':
            if sys.platform == 'win32':
                return 2
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
    raise AttributeError(f'no attribute {name!r}')
