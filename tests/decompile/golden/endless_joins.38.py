def serve(kind):
    if kind == 'AIFF':
        aifc = 0
    elif kind == 'AIFC':
        aifc = 1
    else:
        raise Error('not an AIFF or AIFF-C file')

    while True:
        handle(aifc)
def read(self, kind):
    if kind == 'AIFF':
        self.aifc = 0
    elif kind == 'AIFC':
        self.aifc = 1
    else:
        raise Error('not an AIFF or AIFF-C file')
    while True:
        try:
            chunk = Chunk(self.file)
        except EOFError:
            break
        self.skip(chunk)
