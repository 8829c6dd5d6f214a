__all__ = ['Lock', 'RLock', 'Event']

import threading

try:
    from _thread import allocate
except ImportError:
    raise ImportError('This platform' + ' lacks a lock')

TIMEOUT = 5
