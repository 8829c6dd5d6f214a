def pop(self):
    while True:
        try:
            ref = self.data.pop()
        except KeyError:
            raise KeyError('pop from an empty set') from None
        else:
            item = ref()
            if item is not None:
                return item

def first_value(values):
    for value in values:
        try:
            number = int(value)
        except ValueError:
            raise
        else:
            if number:
                return number
