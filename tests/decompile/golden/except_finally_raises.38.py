def abort(self): raise NotImplementedError('antioch: abort not decompiled: POP_BLOCK without a SETUP block')










def cleanup(job):
    try:
        job()
    except Exception:
        try:
            raise
        finally:
            release(job)

# antioch could not decompile abort (line 1): POP_BLOCK without a SETUP block
# its listing:
#   .version 3.8
#   .name abort
#   .filename 'except_finally_raises.py'
#   .firstlineno 1
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: self   locals: ex
#   .stacksize 12
#   .consts None, False
#   .line 2
#       SETUP_FINALLY L1
#   .line 3
#       LOAD_FAST self
#       LOAD_METHOD run
#       CALL_METHOD 0
#       POP_TOP
#       POP_BLOCK
#       JUMP_FORWARD L5
#   L1:
#   .line 4
#       DUP_TOP
#       LOAD_GLOBAL Exception
#       COMPARE_OP 'exception match'
#       POP_JUMP_IF_FALSE L4
#       POP_TOP
#       STORE_FAST ex
#       POP_TOP
#       SETUP_FINALLY L3
#   .line 5
#       LOAD_CONST False
#       LOAD_FAST self
#       STORE_ATTR active
#   .line 6
#       SETUP_FINALLY L2
#   .line 7
#       RAISE_VARARGS 0
#       POP_BLOCK
#       BEGIN_FINALLY
#   L2:
#   .line 9
#       LOAD_FAST self
#       LOAD_ATTR test
#       LOAD_METHOD abort
#       LOAD_FAST ex
#       CALL_METHOD 1
#       POP_TOP
#       END_FINALLY
#       POP_BLOCK
#       BEGIN_FINALLY
#   L3:
#       LOAD_CONST None
#       STORE_FAST ex
#       DELETE_FAST ex
#       END_FINALLY
#       POP_EXCEPT
#       JUMP_FORWARD L5
#   L4:
#       END_FINALLY
#   L5:
#       LOAD_CONST None
#       RETURN_VALUE
