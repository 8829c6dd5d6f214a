import sys
if sys.byteorder == 'little':
    ORDER = 1

    class Swapped:
        pass
elif sys.byteorder == 'big':
    ORDER = 2
else:
    raise RuntimeError('Invalid byteorder')
