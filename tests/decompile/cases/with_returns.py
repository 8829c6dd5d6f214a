def captured(self, source):
    with captured_output() as output:
        with self.assertRaises(SystemExit):
            self.parse(source)
        return output.getvalue()


def written(contents, directory, path):
    with open(path, 'w') as file:
        file.write(contents)
    return (directory, path)


def inside(manager, values):
    with manager as entered:
        return entered.read(values)


def disassembly(function, wrapper=True, **options):
    output = StringIO()
    with redirect_stdout(output):
        if wrapper:
            show(function, **options)
        else:
            disassemble(function, **options)
    return output.getvalue()
