import os
try:
    os.remove(name)
finally:
    done = True
def read(path):
    f = open(path)
    try:


        return f.read()
    finally:
        f.close()
def first(items, wanted):
    for item in items:
        try:
            try:
                if item == wanted:
                    pass
                check(item)
            except KeyError as exc:
                report(exc)
            continue
        finally:
            count(item)
        break
    return 0
def skip(items):
    while items:
        try:
            items.pop()
        finally:
            log()
def guarded(lock): raise NotImplementedError('antioch: guarded not decompiled: a try body that goes on to different places')

# antioch could not decompile guarded (line 30): a try body that goes on to different places
# its listing:
#   .version 3.10
#   .name guarded
#   .filename 'finallys.py'
#   .firstlineno 30
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: lock
#   .stacksize 8
#   .line 31
#       SETUP_FINALLY L4
#       SETUP_FINALLY L1
#   .line 32
#       LOAD_FAST lock
#       LOAD_METHOD acquire
#       CALL_METHOD 0
#       POP_TOP
#       POP_BLOCK
#       JUMP_FORWARD L3
#   L1:
#   .line 33
#       DUP_TOP
#       LOAD_GLOBAL RuntimeError
#       JUMP_IF_NOT_EXC_MATCH L2
#       POP_TOP
#       POP_TOP
#       POP_TOP
#   .line 34
#       POP_EXCEPT
#       POP_BLOCK
#   .line 38
#       LOAD_GLOBAL log
#       CALL_FUNCTION 0
#       POP_TOP
#       LOAD_CONST None
#       RETURN_VALUE
#   L2:
#   .line 33
#       RERAISE 0
#   L3:
#   .line 36
#       LOAD_FAST lock
#       LOAD_METHOD release
#       CALL_METHOD 0
#       POP_TOP
#       POP_BLOCK
#   .line 38
#       LOAD_GLOBAL log
#       CALL_FUNCTION 0
#       POP_TOP
#       LOAD_CONST None
#       RETURN_VALUE
#   L4:
#       LOAD_GLOBAL log
#       CALL_FUNCTION 0
#       POP_TOP
#       RERAISE 0
