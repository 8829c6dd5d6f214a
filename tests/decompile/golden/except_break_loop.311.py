def decompress_all(data, results):
    while True:
        decomp = Decompressor()
        try:
            res = decomp.decompress(data)
        except DecompressError:
            if results:
                pass
            else:
                raise
        else:
            results.append(res)
            if not decomp.eof:
                break
            data = decomp.unused_data
            if not data:
                pass
            else:
                continue
        return b''.join(results)
    raise DecompressError('ended early')
