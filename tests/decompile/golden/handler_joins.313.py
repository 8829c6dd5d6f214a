def named_clauses(spawn, report, done):
    try:
        spawn()
    except NotImplementedError as exc:
        report('not supported: %r' % exc)
    except PermissionError as exc:
        report('failed: %r' % exc)
    done(spawn, report)
def named_clauses_in_with(server, connect, log):
    with server as s:
        try:
            connect(s)
        except OSError as e:
            log(e)
        except ValueError as e:
            log(e, s)
def clauses_in_finally(self, old):
    try:
        yield
    except StopIteration:
        pass
    except:
        self.failed = True
    finally:
        self.success = self.success and old
def try_in_arm(parse, text, rest, default, make):
    if rest:
        try:
            parts = parse(rest)
        except ValueError:
            raise ValueError('invalid: %r' % text) from None
    else:
        parts = default(text)
    return make(*parts)
def else_in_arm(filename, load, cache):
    if filename in cache:
        result = cache[filename]
    else:
        try:
            module = load(filename)
        except:
            return None
        else:
            result = module.__doc__
    cache[filename] = result
    return result
def try_in_clause(m, fix):
    try:
        m.__file__ = fix(m.__file__)
    except AttributeError:
        try:
            m.__cached__ = fix(m.__cached__)
        except AttributeError:
            pass
    m.__loader__ = fix(m.__loader__)
def try_in_named_clause(lines, eat, finish):
    try:
        eat(lines)
    except SyntaxError as e:
        try:
            finish(e)
        except (IndentationError, KeyError):
            pass
    return lines[:eat.last]
