def release(lock):
    try:
        lock.work()
    finally:
        lock.release()
    return lock


def handled(path):
    try:
        data = read(path)
    except OSError as exc:
        log(exc)
        data = None
    else:
        log(path)
    finally:
        close(path)
    return data


def returned(stream): raise NotImplementedError('antioch: returned not decompiled: a statement while a value waits on the stack')

# antioch could not decompile returned (line 22): a statement while a value waits on the stack
# its listing:
#   .version 3.10
#   .name returned
#   .filename 'finally.py'
#   .firstlineno 22
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: stream   locals: done
#   .stacksize 8
#   .consts None, True
#   .line 23
#       SETUP_FINALLY L1
#   .line 24
#       LOAD_FAST stream
#       LOAD_METHOD read
#       CALL_METHOD 0
#       POP_BLOCK
#   .line 26
#       LOAD_FAST stream
#       LOAD_METHOD close
#       CALL_METHOD 0
#       POP_TOP
#   .line 27
#       LOAD_CONST True
#       STORE_FAST done
#       RETURN_VALUE
#   L1:
#   .line 26
#       LOAD_FAST stream
#       LOAD_METHOD close
#       CALL_METHOD 0
#       POP_TOP
#   .line 27
#       LOAD_CONST True
#       STORE_FAST done
#       RERAISE 0
