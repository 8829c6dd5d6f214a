def opened(make):
    try:
        handle = make()
        return True
    except OSError:
        pass
    finally:
        log()
    return False
def skipped(flag): raise NotImplementedError('antioch: skipped not decompiled: a try body that goes on to different places')








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

# antioch could not decompile skipped (line 10): a try body that goes on to different places
# its listing:
#   .version 3.10
#   .name skipped
#   .filename 'finally_leaves.py'
#   .firstlineno 10
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: flag
#   .stacksize 8
#   .line 11
#       SETUP_FINALLY L6
#       SETUP_FINALLY L2
#   .line 12
#       LOAD_FAST flag
#       POP_JUMP_IF_FALSE L1
#   .line 13
#       POP_BLOCK
#       POP_BLOCK
#   .line 18
#       LOAD_GLOBAL done
#       CALL_FUNCTION 0
#       POP_TOP
#       LOAD_CONST None
#       RETURN_VALUE
#   L1:
#   .line 14
#       LOAD_GLOBAL work
#       CALL_FUNCTION 0
#       POP_TOP
#       POP_BLOCK
#       JUMP_FORWARD L4
#   L2:
#   .line 15
#       DUP_TOP
#       LOAD_GLOBAL OSError
#       JUMP_IF_NOT_EXC_MATCH L3
#       POP_TOP
#       POP_TOP
#       POP_TOP
#   .line 16
#       POP_EXCEPT
#       JUMP_FORWARD L5
#   L3:
#   .line 15
#       RERAISE 0
#   L4:
#   .line 14
#       POP_BLOCK
#   .line 18
#       LOAD_GLOBAL done
#       CALL_FUNCTION 0
#       POP_TOP
#       LOAD_CONST None
#       RETURN_VALUE
#   L5:
#   .line 16
#       POP_BLOCK
#   .line 18
#       LOAD_GLOBAL done
#       CALL_FUNCTION 0
#       POP_TOP
#       LOAD_CONST None
#       RETURN_VALUE
#   L6:
#       LOAD_GLOBAL done
#       CALL_FUNCTION 0
#       POP_TOP
#       RERAISE 0

# antioch could not decompile enabled (line 36): a try body that goes on to different places
# its listing:
#   .version 3.10
#   .name enabled
#   .filename 'finally_leaves.py'
#   .firstlineno 36
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: has   locals: sock
#   .stacksize 8
#   .line 37
#       LOAD_FAST has
#       POP_JUMP_IF_FALSE L8
#   .line 38
#       LOAD_CONST None
#       STORE_FAST sock
#   .line 39
#       SETUP_FINALLY L6
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
#       LOAD_CONST True
#       RETURN_VALUE
#   L1:
#   .line 46
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
#   .line 43
#       RERAISE 0
#   L4:
#   .line 44
#       POP_BLOCK
#   .line 46
#       LOAD_FAST sock
#       POP_JUMP_IF_FALSE L5
#   .line 47
#       LOAD_FAST sock
#       LOAD_METHOD close
#       CALL_METHOD 0
#       POP_TOP
#   L5:
#   .line 48
#       LOAD_CONST False
#       RETURN_VALUE
#   L6:
#   .line 46
#       LOAD_FAST sock
#       POP_JUMP_IF_FALSE L7
#   .line 47
#       LOAD_FAST sock
#       LOAD_METHOD close
#       CALL_METHOD 0
#       POP_TOP
#       RERAISE 0
#   L7:
#   .line 46
#       RERAISE 0
#   L8:
#   .line 48
#       LOAD_CONST False
#       RETURN_VALUE
