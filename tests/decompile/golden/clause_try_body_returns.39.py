def do_help(self, arg):
    if arg:
        try:
            func = getattr(self, 'help_' + arg)
        except AttributeError:
            try:
                doc = getattr(self, 'do_' + arg).__doc__
                if doc:
                    self.stdout.write(doc)
            except AttributeError:
                pass
            else:
                return None
            self.stdout.write(self.nohelp % (arg,))
            return None
        func()
    else:
        self.print_topics()

def clause_end_copied(g, h):
    try:
        g()
    except KeyError:
        try:
            if h():
                h(1)
        except ValueError:
            return None
