def extend(testcases, M):
    testcases += [
        (M - 3, M - 1), (4 * M, 4 * M + 2)]
    return testcases
def joined(items, first):
    items += (
        first, 1)
    return items
