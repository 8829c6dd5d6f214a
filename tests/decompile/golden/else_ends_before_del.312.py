import os
try:
    handle = open('/dev/tty', 'rb')
except OSError:
    raise SkipTest('no tty')
else:
    group = unpack(handle)[0]
    if group not in (os.getpgrp(), os.getsid(0)):
        raise SkipTest('not attached')
del handle; del group
done = 1
