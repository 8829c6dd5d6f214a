def addr_spec(self, parts):
    while self.pos < len(self.field):
        preserve = True
        if self.field[self.pos] == '.':
            if parts and not parts[-1].strip():
                parts.pop()
            parts.append('.')
            preserve = False
        elif self.field[self.pos] in self.atomends:
            if parts and not parts[-1].strip():
                parts.pop()
            break
        else:
            parts.append(self.getatom())
        ws = self.gotonext()
        if preserve and ws:
            parts.append(ws)
    return parts
