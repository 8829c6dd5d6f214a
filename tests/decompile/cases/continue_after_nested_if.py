def send_all(chunks, out, framed):
    for chunk in chunks:
        if not chunk:
            if out.verbose:
                print('empty chunk')
            continue
        if framed:
            chunk = frame(chunk)
        out.send(chunk)
