def findlabels(code, relative, absolute):
    labels = []
    for offset, op, arg in code:
        if arg is not None:
            if op in relative:
                label = offset + 2 + arg
            elif op in absolute:
                label = arg
            else:
                continue
            if label not in labels:
                labels.append(label)
    return labels
