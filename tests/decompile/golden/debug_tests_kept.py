def start_response(self, status, headers):
    self.status = status
    if __debug__: pass
    for name, val in headers:
        name = self._convert(name, 'Header name')
    return self.write


def asserts_off(self, loader):
    name = loader.name('/foo/bar/baz.py')
    self.assertEqual(name, 'bar.baz')

    if not __debug__: pass


    with self.assertRaises(AssertionError):
        loader.name('/bar/baz.py')
