def check(self, items, home):
    for name, value in items:
        if name in skipped:
            continue
        item = getattr(module, name)
        if value:
            self.found(item)
            if item.__module__ != home:
                continue
            self.same(item)
        else:
            if item.__module__ != home:
                continue
            try:
                self.compare(name)
            except:
                print('class')
                raise
