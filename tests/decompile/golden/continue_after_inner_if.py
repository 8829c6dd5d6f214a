def poll2(self, p, pollster):
    for tout in (0, 1000):
        fdlist = pollster.poll(tout)
        fd, flags = fdlist[0]
        if flags & 1:
            line = p.readline()
            if line != b'':
                self.fail('error')
            continue

        if flags & 2:
            line = p.readline()
            if not line:
                break
            self.assertEqual(line, b'testing...\n')
            continue

        self.fail('Unexpected')
