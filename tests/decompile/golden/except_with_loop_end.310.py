def index_all(self, elements, s, d):
    for element in elements:
        try:
            target = s.index(element)
        except ValueError:
            with self.assertRaises(ValueError):
                d.index(element)
            continue
        self.assertEqual(d.index(element), target)


def index_missing(self, elements, s, d):
    for element in elements:
        try:
            s.index(element)
        except ValueError:
            with self.assertRaises(ValueError):
                d.index(element)
            continue
        print(element)
