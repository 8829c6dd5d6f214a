def dispatch(self, frame, event):
    with self.entered(frame):
        if self.quitting:
            return None
        if event == 'call':
            return self.dispatch_call(frame)
        if event == 'c_call':
            return self.dispatch
        if event == 'c_return':
            return self.dispatch
        print('unknown event:', repr(event))
        return self.dispatch
