def compiled_or_none(source):
    try:
        compile_it(source)
    except SyntaxError:
        try:
            compile_it(source + "\n")
        except SyntaxError as e:
            if "incomplete input" in str(e):
                return None
    return compile_it(source, 1)


def quietly_compiled_or_none(source):
    with quiet():
        try:
            compile_it(source)
        except SyntaxError:
            try:
                compile_it(source + "\n")
                return None
            except SyntaxError as e:
                if "incomplete input" in str(e):
                    return None
    return compile_it(source, 1)
