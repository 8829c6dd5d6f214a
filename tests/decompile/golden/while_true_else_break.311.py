def read_headers(p, out):
    while True:
        h = get(p)
        if h:
            out.append(h)
            continue
        break
    p.close()
