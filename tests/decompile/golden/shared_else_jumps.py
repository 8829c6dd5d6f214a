def nested(a, b, c, d):
    if a:
        if b:
            if c:
                if d:
                    x()
            else:
                y()
    else:
        w()
    v()
    return d
def chunked(self, body, names, method, encode_chunked):
    if 'content-length' not in names:
        if 'transfer-encoding' not in names:
            encode_chunked = False
            length = self.length(body, method)
            if length is None:
                if body is not None:
                    if self.debuglevel > 0:
                        print('Unable to determine size of %r' % body)
                    encode_chunked = True
                    self.putheader('Transfer-Encoding', 'chunked')
            else:
                self.putheader('Content-Length', str(length))
    else:
        encode_chunked = False
    return encode_chunked
def looped(items, a, b, c):
    for x in items:
        if a:
            if b:
                if c:
                    f(x)
            else:
                h(x)
        else:
            g(x)
def waiting(y, a, b, c):
    while y:
        if a:
            if b:
                if c:
                    y = f()
            else:
                h()
        else:
            g()
