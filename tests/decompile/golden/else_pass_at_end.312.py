def put_headers(self, chunked, skip_encoding):
    if chunked:
        if self.host:
            self.put('Host')
        if not skip_encoding:
            self.put('Accept-Encoding')
