def find_comment(self, items):
    """Fail unless some event is a comment."""
    for event, node in items:
        if event == 'comment':
            break
    else:
        self.fail('no comment was found')
