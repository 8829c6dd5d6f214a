def decompress_all(data, results):
    while True:
        decomp = Decompressor()
        try:
            res = decomp.decompress(data)
        except DecompressError:
            if results:
                break

            raise
        results.append(res)
        if not decomp.eof:
            raise DecompressError('ended early')
        data = decomp.unused_data
        if not data:
            break
    return b''.join(results)
