def joined(self, actions):
    pattern = ''.join([self.get(action) for action in actions])

    return pattern
def counts(match):
    total = sum({len(group) for group in match.groups()})

    return total
