class Generator:
    def close(self):
        'Raise GeneratorExit inside the generator.'
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            return None
        else:
            raise RuntimeError('generator ignored GeneratorExit')

    def stop(self, value):
        'Stop, or say why not.'
        try:
            self.send(value)
        except StopIteration:
            return None
        else:
            self.log('still running')
            raise RuntimeError('generator did not stop')
