def load(self, items, purpose):
    for cert, encoding, trust in items:
        if encoding == "x509":
            if trust is True or purpose in trust:
                try:
                    self.load(cert)
                except ValueError as exc:
                    warn(exc)
def one(self, items):
    for cert in items:
        if cert:
            try:
                self.load(cert)
            except ValueError:
                warn()
