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
def enabled(has): raise NotImplementedError('antioch: enabled not decompiled: a try body that goes on to different places')












def restored(name, error):
    saved = table[name]
    try:
        return load(name)
    except ImportError as exc:
        if name in str(exc):
            raise error() from exc
        raise
    finally:
        table[name] = saved

# antioch could not decompile enabled (line 36): a try body that goes on to different places
# its listing:
#   .version 3.9
#   .name enabled
#   .filename 'finally_leaves.py'
#   .firstlineno 36
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: has   locals: sock
#   .stacksize 8
#   .line 37
#       LOAD_FAST has
#       POP_JUMP_IF_FALSE L7
#   .line 38
#       LOAD_CONST None
#       STORE_FAST sock
#   .line 39
#       SETUP_FINALLY L5
#       SETUP_FINALLY L2
#   .line 40
#       LOAD_GLOBAL make
#       CALL_FUNCTION 0
#       STORE_FAST sock
#   .line 41
#       LOAD_FAST sock
#       LOAD_METHOD bind
#       CALL_METHOD 0
#       POP_TOP
#   .line 42
#       POP_BLOCK
#       POP_BLOCK
#   .line 46
#       LOAD_FAST sock
#       POP_JUMP_IF_FALSE L1
#   .line 47
#       LOAD_FAST sock
#       LOAD_METHOD close
#       CALL_METHOD 0
#       POP_TOP
#   L1:
#   .line 42
#       LOAD_CONST True
#       RETURN_VALUE
#   L2:
#   .line 43
#       DUP_TOP
#       LOAD_GLOBAL OSError
#       JUMP_IF_NOT_EXC_MATCH L3
#       POP_TOP
#       POP_TOP
#       POP_TOP
#   .line 44
#       POP_EXCEPT
#       JUMP_FORWARD L4
#   L3:
#       RERAISE
#   L4:
#       POP_BLOCK
#   .line 46
#       LOAD_FAST sock
#       POP_JUMP_IF_FALSE L7
#   .line 47
#       LOAD_FAST sock
#       LOAD_METHOD close
#       CALL_METHOD 0
#       POP_TOP
#       JUMP_FORWARD L7
#   L5:
#   .line 46
#       LOAD_FAST sock
#       POP_JUMP_IF_FALSE L6
#   .line 47
#       LOAD_FAST sock
#       LOAD_METHOD close
#       CALL_METHOD 0
#       POP_TOP
#   L6:
#       RERAISE
#   L7:
#   .line 48
#       LOAD_CONST False
#       RETURN_VALUE
