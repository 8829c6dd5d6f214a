def framing(self, protocols, obj):
    for proto in protocols:
        with self.subTest(proto=proto):
            if not proto:
                pickled = self.dumps(obj, proto)
                if not hasattr(self, 'pickler'):
                    continue
            self.assertEqual(len(obj), 1)
