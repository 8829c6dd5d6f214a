def dispatch(self, event):
    if event == 'exception':
        try:
            res = self.run(event)
            return res
        except KeyError as e:
            self.err = e
            return self.dispatch
    else:
        return self.run(None)
