def check(file):
    try:
        process(file)
    except SyntaxError as msg:
        report(msg)
        return
    except ValueError as err:
        if err.args:
            print(err)
        else:
            print(file)
        return
    finally:
        file.close()
    if file.verbose:
        print("clean")
