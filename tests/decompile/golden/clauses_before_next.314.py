def two_clauses_then_with(path):
    try:
        prepare(path)
    except UnicodeEncodeError:
        pass
    except OverflowError:
        pass
    with open(path) as f:
        f.read()


def two_clauses_then_try(a, b):
    try:
        expected = a / b
    except OverflowError:
        expected = None
    except ZeroDivisionError:
        expected = 0
    try:
        got = a // b
    except ZeroDivisionError:
        got = 0
    check(expected, got); return None


def named_clause_then_with(self):
    try:
        data = load()
    except PermissionError:
        data = None
    except OSError as exc:
        self.skip(exc)
    with data:
        use(data)


def clause_test_then_with(self):
    try:
        run()
    except Exception as e:
        if self.strict:
            report(e)
        else:
            log(e)
    finally:
        tb = None
    with lock:
        pass
