def checked(self, source, shell, saved):
    try:








        return compile(source)
    except (SyntaxError, ValueError) as value:
        line = getattr(value, 'lineno', '') or 1
        if line == 0:
            line += 1
        self.report('SyntaxError', line)
        return False
    finally:
        shell.restore(saved)
