def parse(headers):
    result = []
    for header in headers:
        for ii, param in enumerate(header.split(';')):
            key = param.strip()
            if not key:
                if ii == 0:
                    break
                else:
                    continue
            result.append(key)
    return result
