import io

for klass in (io.BytesIO, io.StringIO):
    print(klass)
try:

    from _io import _WindowsConsoleIO
except ImportError:
    pass
else:
    io.RawIOBase.register(_WindowsConsoleIO)
