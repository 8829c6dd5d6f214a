def named_clauses(spawn, report, done):
    try:
        spawn()
    except NotImplementedError as exc:
        report('not supported: %r' % exc)
    except PermissionError as exc:
        report('failed: %r' % exc)
    done(spawn, report)
def named_clauses_in_with(server, connect, log): raise NotImplementedError('antioch: named_clauses_in_with not decompiled: a try statement whose handlers go on to different places')







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

            return make(*parts)
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

# antioch could not decompile named_clauses_in_with (line 9): a try statement whose handlers go on to different places
# its listing:
#   .version 3.10
#   .name named_clauses_in_with
#   .filename 'handler_joins.py'
#   .firstlineno 9
#   .argcount 3
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: server, connect, log   locals: s, e
#   .stacksize 11
#   .varnames server, connect, log, s, e
#   .line 10
#       LOAD_FAST server
#       SETUP_WITH L9
#       STORE_FAST s
#   .line 11
#       SETUP_FINALLY L1
#   .line 12
#       LOAD_FAST connect
#       LOAD_FAST s
#       CALL_FUNCTION 1
#       POP_TOP
#       POP_BLOCK
#       JUMP_FORWARD L6
#   L1:
#   .line 13
#       DUP_TOP
#       LOAD_GLOBAL OSError
#       JUMP_IF_NOT_EXC_MATCH L3
#       POP_TOP
#       STORE_FAST e
#       POP_TOP
#       SETUP_FINALLY L2
#   .line 14
#       LOAD_FAST log
#       LOAD_FAST e
#       CALL_FUNCTION 1
#       POP_TOP
#       POP_BLOCK
#       POP_EXCEPT
#       LOAD_CONST None
#       STORE_FAST e
#       DELETE_FAST e
#       JUMP_FORWARD L7
#   L2:
#   .line -
#       LOAD_CONST None
#       STORE_FAST e
#       DELETE_FAST e
#       RERAISE 1
#   L3:
#   .line 15
#       DUP_TOP
#       LOAD_GLOBAL ValueError
#       JUMP_IF_NOT_EXC_MATCH L5
#       POP_TOP
#       STORE_FAST e
#       POP_TOP
#       SETUP_FINALLY L4
#   .line 16
#       LOAD_FAST log
#       LOAD_FAST e
#       LOAD_FAST s
#       CALL_FUNCTION 2
#       POP_TOP
#       POP_BLOCK
#       POP_EXCEPT
#       LOAD_CONST None
#       STORE_FAST e
#       DELETE_FAST e
#       JUMP_FORWARD L8
#   L4:
#   .line -
#       LOAD_CONST None
#       STORE_FAST e
#       DELETE_FAST e
#       RERAISE 1
#   L5:
#   .line 15
#       RERAISE 0
#   L6:
#   .line 12
#       POP_BLOCK
#   .line 10
#       LOAD_CONST None
#       DUP_TOP
#       DUP_TOP
#       CALL_FUNCTION 3
#       POP_TOP
#       LOAD_CONST None
#       RETURN_VALUE
#   L7:
#   .line 14
#       POP_BLOCK
#   .line 10
#       LOAD_CONST None
#       DUP_TOP
#       DUP_TOP
#       CALL_FUNCTION 3
#       POP_TOP
#       LOAD_CONST None
#       RETURN_VALUE
#   L8:
#   .line 16
#       POP_BLOCK
#   .line 10
#       LOAD_CONST None
#       DUP_TOP
#       DUP_TOP
#       CALL_FUNCTION 3
#       POP_TOP
#       LOAD_CONST None
#       RETURN_VALUE
#   L9:
#       WITH_EXCEPT_START
#       POP_JUMP_IF_TRUE L10
#       RERAISE 1
#   L10:
#       POP_TOP
#       POP_TOP
#       POP_TOP
#       POP_EXCEPT
#       POP_TOP
#       LOAD_CONST None
#       RETURN_VALUE
