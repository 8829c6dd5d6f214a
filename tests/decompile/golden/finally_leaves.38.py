def opened(make):
    try:
        handle = make()
        return True
    except OSError:
        pass
    finally:
        log()
    return False
def skipped(flag):
    try:
        if flag:
            return None
        work()
    except OSError:
        pass
    finally:
        done()
def early(flag):
    try:
        if flag:
            return 1
        work()
    finally:
        done()
    return 2
def stopped(items):
    while items:
        try:
            if items.pop():
                break
            work()
        finally:
            done()
    finish(items, 0)
def enabled(has):
    if has:
        sock = None
        try:
            sock = make()
            sock.bind()
            return True
        except OSError:
            pass
        finally:
            if sock:
                sock.close()
    return False
def restored(name, error): raise NotImplementedError('antioch: restored not decompiled: POP_BLOCK without a SETUP block')

# antioch could not decompile restored (line 49): POP_BLOCK without a SETUP block
# its listing:
#   .version 3.8
#   .name restored
#   .filename 'finally_leaves.py'
#   .firstlineno 49
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: name, error   locals: saved, exc
#   .stacksize 10
#   .varnames name, error, saved, exc
#   .line 50
#       LOAD_GLOBAL table
#       LOAD_FAST name
#       BINARY_SUBSCR
#       STORE_FAST saved
#   .line 51
#       SETUP_FINALLY L6
#       SETUP_FINALLY L1
#   .line 52
#       LOAD_GLOBAL load
#       LOAD_FAST name
#       CALL_FUNCTION 1
#       POP_BLOCK
#       POP_BLOCK
#       CALL_FINALLY L6
#       RETURN_VALUE
#   L1:
#   .line 53
#       DUP_TOP
#       LOAD_GLOBAL ImportError
#       COMPARE_OP 'exception match'
#       POP_JUMP_IF_FALSE L4
#       POP_TOP
#       STORE_FAST exc
#       POP_TOP
#       SETUP_FINALLY L3
#   .line 54
#       LOAD_FAST name
#       LOAD_GLOBAL str
#       LOAD_FAST exc
#       CALL_FUNCTION 1
#       COMPARE_OP in
#       POP_JUMP_IF_FALSE L2
#   .line 55
#       LOAD_FAST error
#       CALL_FUNCTION 0
#       LOAD_FAST exc
#       RAISE_VARARGS 2
#   L2:
#   .line 56
#       RAISE_VARARGS 0
#       POP_BLOCK
#       BEGIN_FINALLY
#   L3:
#       LOAD_CONST None
#       STORE_FAST exc
#       DELETE_FAST exc
#       END_FINALLY
#       POP_EXCEPT
#       JUMP_FORWARD L5
#   L4:
#       END_FINALLY
#   L5:
#       POP_BLOCK
#       BEGIN_FINALLY
#   L6:
#   .line 58
#       LOAD_FAST saved
#       LOAD_GLOBAL table
#       LOAD_FAST name
#       STORE_SUBSCR
#       END_FINALLY
#       LOAD_CONST None
#       RETURN_VALUE
