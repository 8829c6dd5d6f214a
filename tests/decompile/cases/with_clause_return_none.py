def compiled_or_none(source):
    with quiet():
        try:
            compile_it(source)
        except SyntaxError:
            if incomplete(source):
                return None
    return compile_it(source, 1)
