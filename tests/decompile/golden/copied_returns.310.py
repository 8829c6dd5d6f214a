def status(line):
    try:
        version, status, reason = line.split(None, 2)
    except ValueError:
        try:
            version, status = line.split(None, 1)
            reason = ''
        except ValueError:
            version = ''
    return version


def payload(part, decode):
    try:
        value = part.get(decode)
    except (KeyError, TypeError):
        value = None
    return value


def settled(line):
    try:
        line = 2
        line = 3
    except:
        line = 5
    line = 6


def created(spec):
    module = new_module(spec.name)
    try:
        filename = spec.loader_state.filename
    except AttributeError:
        pass
    else:
        if filename:
            module.__file__ = filename
    return module


def closed(fd, arg): raise NotImplementedError('antioch: closed not decompiled: a finally clause whose two copies differ')

# antioch could not decompile closed (line 42): a finally clause whose two copies differ
# its listing:
#   .version 3.10
#   .name closed
#   .filename 'copied_returns.py'
#   .firstlineno 42
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: fd, arg
#   .stacksize 8
#   .varnames fd, arg
#   .line 43
#       SETUP_FINALLY L4
#   .line 44
#       SETUP_FINALLY L2
#   .line 45
#       LOAD_GLOBAL scan
#       LOAD_FAST arg
#       CALL_FUNCTION 1
#       POP_TOP
#       POP_BLOCK
#   .line 47
#       LOAD_FAST fd
#       LOAD_CONST None
#       IS_OP 1
#       POP_JUMP_IF_FALSE L1
#   .line 48
#       LOAD_GLOBAL close
#       LOAD_FAST fd
#       CALL_FUNCTION 1
#       POP_TOP
#       POP_BLOCK
#       LOAD_CONST None
#       RETURN_VALUE
#   L1:
#   .line 47
#       POP_BLOCK
#       LOAD_CONST None
#       RETURN_VALUE
#   L2:
#       LOAD_FAST fd
#       LOAD_CONST None
#       IS_OP 1
#       POP_JUMP_IF_FALSE L3
#   .line 48
#       LOAD_GLOBAL close
#       LOAD_FAST fd
#       CALL_FUNCTION 1
#       POP_TOP
#       RERAISE 0
#   L3:
#   .line 47
#       RERAISE 0
#   L4:
#   .line 49
#       DUP_TOP
#       LOAD_GLOBAL OSError
#       JUMP_IF_NOT_EXC_MATCH L5
#       POP_TOP
#       POP_TOP
#       POP_TOP
#   .line 50
#       POP_EXCEPT
#       LOAD_CONST None
#       RETURN_VALUE
#   L5:
#   .line 49
#       RERAISE 0
