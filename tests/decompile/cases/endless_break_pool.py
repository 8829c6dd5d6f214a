def read_words(self, fp):
    'Read the words of each line up to a comment.'
    while True:
        line = fp.readline()
        if not line:
            break
        words = line.split()
        for i in range(len(words)):
            if words[i][0] == '#':
                del words[i:]
                break
        for word in words:
            self.add('.' + word)


def find_comment(self, items):
    'Fail unless some item is a comment.'
    for kind, _ in items:
        if kind == COMMENT:
            break
    else:
        self.fail('no comment was found')
