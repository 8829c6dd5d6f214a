def children(self):
    with suppress(Exception):
        return listdir(self.root)
    with suppress(Exception):
        return self.zip_children()
    return []
def raised(self):
    with self.assertRaises(OSError):
        raise OSError
    with self.assertRaises(KeyError):
        raise KeyError('key')
    done()
