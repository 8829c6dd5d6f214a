def send_all(chunks, out, framed):
    for chunk in chunks:
        if not chunk:
            if out.verbose:
                print('empty chunk')
        else:
            if framed:
                chunk = frame(chunk)
            out.send(chunk)
