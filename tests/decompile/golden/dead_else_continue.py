def parse(headers):
    result = []
    for header in headers:
        for ii, param in enumerate(header.split(';')):
            key = param.strip()
            if not key:
                if ii == 0:
                    break
                continue

            result.append(key)
        else:
            pass
    return result
