def bump(chars):
    for i in range(len(chars)):
        if chars[i] == 'z':
            chars[i] = 'A'
            break
        elif chars[i] == 'Z':
            continue
        else:
            chars[i] = chr(ord(chars[i]) + 1)
            break
    else:
        return 1


def skip_equal(self, pairs):
    for typea, typeb in pairs:
        if typea == typeb == int:
            continue
        check(typea, typeb)
