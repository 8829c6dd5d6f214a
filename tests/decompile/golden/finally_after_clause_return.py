def check(file):
    try:
        process(file)
    except SyntaxError as msg:
        report(msg)
        return None
    except ValueError as err:
        if err.args:
            print(err)
        else:
            print(file)
        return None
    finally:
        file.close()
    if file.verbose:
        print('clean')
