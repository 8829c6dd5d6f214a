def reraised(self):
    try:
        try:
            raise IndexError()
        except IndexError as e:
            first = e
            raise
    except IndexError as second:
        self.check(first, second)
    else:
        self.fail('no exception')
