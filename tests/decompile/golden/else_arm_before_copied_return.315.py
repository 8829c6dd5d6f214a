def open_file(self, event=None, name=None):
    if self.windows:
        if name:
            if self.fresh and not self.modified:
                self.load(name)
            else:
                self.open(name)
                pass
        else:
            self.focus()
        return 'break'
