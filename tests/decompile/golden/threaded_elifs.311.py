def translate(parts, recursive, last, results):
    for idx, part in enumerate(parts):
        if part == '*':
            results.append(1)
            continue
        if recursive and part == '**':
            if idx < last:
                if parts[idx + 1] != '**':
                    results.append(2)
            else:
                results.append(3)
        else:
            if part:
                results.extend(part)
            if idx < last:
                results.append(4)
    return results
