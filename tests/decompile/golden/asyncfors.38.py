async def gather(source, sink): raise NotImplementedError('antioch: gather not decompiled: END_ASYNC_FOR outside the end of an async for loop')

# antioch could not decompile gather (line 1): END_ASYNC_FOR outside the end of an async for loop
# its listing:
#   .version 3.8
#   .name gather
#   .filename 'asyncfors.py'
#   .firstlineno 1
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS NOFREE COROUTINE
#   ; arguments: source, sink   locals: key, value
#   .stacksize 7
#   .varnames source, sink, key, value
#   .line 2
#       LOAD_FAST source
#       LOAD_METHOD items
#       CALL_METHOD 0
#       GET_AITER
#   L1:
#       SETUP_FINALLY L4
#       GET_ANEXT
#       LOAD_CONST None
#       YIELD_FROM
#       POP_BLOCK
#       UNPACK_SEQUENCE 2
#       STORE_FAST key
#       STORE_FAST value
#   .line 3
#       LOAD_FAST key
#       LOAD_CONST None
#       COMPARE_OP is
#       POP_JUMP_IF_FALSE L2
#   .line 4
#       JUMP_ABSOLUTE L1
#   L2:
#   .line 5
#       LOAD_FAST value
#       LOAD_CONST 0
#       COMPARE_OP <
#       POP_JUMP_IF_FALSE L3
#   .line 6
#       POP_TOP
#       JUMP_ABSOLUTE L5
#   L3:
#   .line 7
#       LOAD_FAST sink
#       LOAD_METHOD put
#       LOAD_FAST key
#       LOAD_FAST value
#       CALL_METHOD 2
#       GET_AWAITABLE
#       LOAD_CONST None
#       YIELD_FROM
#       POP_TOP
#       JUMP_ABSOLUTE L1
#   L4:
#       END_ASYNC_FOR
#   L5:
#   .line 8
#       LOAD_FAST sink
#       RETURN_VALUE
