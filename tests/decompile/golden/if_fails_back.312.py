def encode(text, lines, limit):
    if text is None:
        if lines:
            try:
                return plain(lines)
            except ValueError:
                pass
            if limit == 8:
                return wide(lines)
        text = sniff(lines)
    return text
def count(matches, spaces):
    for m in matches:
        try:
            n = m[2]
        except KeyError:
            continue
        else:
            if m[n]:
                spaces += 1
    return spaces
