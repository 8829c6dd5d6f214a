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
            if item == wanted:
                break
            check(item)
        except KeyError as exc:
            report(exc)
        finally:
            count(item)
    return 0
def skip(items):
    while items:
        try:
            items.pop()
            continue
        finally:
            log()
def guarded(lock): raise NotImplementedError('antioch: guarded not decompiled: a try body that goes on to different places')

# antioch could not decompile guarded (line 30): a try body that goes on to different places
# its listing:
#   .version 3.13
#   .name guarded
#   .filename 'finallys.py'
#   .firstlineno 30
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: lock
#   .stacksize 4
#   .names acquire, release, RuntimeError, log
#   .line 30
#       RESUME 0                      @0-0
#   .line 31
#       NOP                           @4-38:13
#   L1:
#   .line 32
#       LOAD_FAST lock                @8-12
#       LOAD_ATTR acquire +method     @8-20
#       CALL 0                        @8-22
#       POP_TOP                       @8-22
#   L2:
#   .line 36
#       LOAD_FAST lock                @8-12
#       LOAD_ATTR release +method     @8-20
#       CALL 0                        @8-22
#       POP_TOP                       @8-22
#   L3:
#       NOP                           @8-22
#   .line 38
#       LOAD_GLOBAL log +NULL         @8-11
#       CALL 0                        @8-13
#       POP_TOP                       @8-13
#       RETURN_CONST None             @8-13
#   L4:
#   .line -
#       PUSH_EXC_INFO
#   .line 33
#       LOAD_GLOBAL RuntimeError      @11-23
#       CHECK_EXC_MATCH               @4-34:19
#       POP_JUMP_IF_FALSE L7          @4-34:19
#       POP_TOP                       @4-34:19
#   L5:
#   .line 34
#       POP_EXCEPT                    @15-19
#   L6:
#   .line 38
#       LOAD_GLOBAL log +NULL         @8-11
#       CALL 0                        @8-13
#       POP_TOP                       @8-13
#       RETURN_CONST None             @8-13
#   L7:
#   .line 33
#       RERAISE 0                     @4-34:19
#   L8:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L9:
#       PUSH_EXC_INFO
#   .line 38
#       LOAD_GLOBAL log +NULL         @8-11
#       CALL 0                        @8-13
#       POP_TOP                       @8-13
#       RERAISE 0                     @8-13
#   L10:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L1 L2 -> L4 depth 0
#   .try L2 L3 -> L9 depth 0
#   .try L4 L5 -> L8 depth 1 lasti
#   .try L5 L6 -> L9 depth 0
#   .try L7 L8 -> L8 depth 1 lasti
#   .try L8 L9 -> L9 depth 0
#   .try L9 L10 -> L10 depth 1 lasti
