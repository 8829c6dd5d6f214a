def banner(args):
    return '\n' + '-' * 75 + '\n' + str(args[0]) + '-' * 75


half = lambda t: 1/2 * t + 1/2
density = lambda t: exp(-1/2 * t * t)
