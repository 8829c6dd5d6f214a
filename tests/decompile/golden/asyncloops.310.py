async def first_positive(source):
    async for value in source:
        if value > 0:
            break
    else:
        value = None
    return value


async def drain(source, sink):
    async for value in source:
        if value is None:
            break
        await sink.put(value)
    else:
        await sink.close()
    sink.done()


async def peek(source): raise NotImplementedError('antioch: peek not decompiled: END_ASYNC_FOR outside the end of an async for loop')

# antioch could not decompile peek (line 20): END_ASYNC_FOR outside the end of an async for loop
# its listing:
#   .version 3.10
#   .name peek
#   .filename 'asyncloops.py'
#   .firstlineno 20
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE COROUTINE
#   ; arguments: source   locals: value
#   .stacksize 7
#   .line -
#       GEN_START 1
#   .line 21
#       LOAD_FAST source
#       GET_AITER
#       SETUP_FINALLY L1
#       GET_ANEXT
#       LOAD_CONST None
#       YIELD_FROM
#       POP_BLOCK
#       STORE_FAST value
#   .line 22
#       POP_TOP
#       LOAD_CONST None
#       RETURN_VALUE
#   L1:
#   .line 21
#       END_ASYNC_FOR
#       LOAD_CONST None
#       RETURN_VALUE
