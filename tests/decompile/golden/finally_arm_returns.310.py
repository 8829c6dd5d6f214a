def result(self, timeout=None):
    try:
        if self.cancelled:




            return self.get()
        raise TimeoutError()
    finally:
        self = None
def reload(module):
    try:
        if module is None:
            raise ImportError(module)

        return load(module)
    finally:
        del pending[module]
def two_values(a):
    try:
        if a:



            return first(a)
        return second(a)
    finally:
        a = 1
def through_clause(self, popen):
    try:
        code = popen.wait()
        assert code is not None




        return code
    except:
        self.kill()
        raise
    finally:
        self.popen = None
def arms_in_clause_statement(self, fails): raise NotImplementedError('antioch: arms_in_clause_statement not decompiled: a try body that goes on to different places')

# antioch could not decompile arms_in_clause_statement (line 41): a try body that goes on to different places
# its listing:
#   .version 3.10
#   .name arms_in_clause_statement
#   .filename 'finally_arm_returns.py'
#   .firstlineno 41
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: self, fails
#   .stacksize 7
#   .varnames self, fails
#   .line 42
#       SETUP_FINALLY L3
#       SETUP_FINALLY L2
#   .line 43
#       LOAD_FAST fails
#       POP_JUMP_IF_FALSE L1
#   .line 44
#       LOAD_FAST self
#       LOAD_ATTR err
#       POP_BLOCK
#       POP_BLOCK
#   .line 50
#       LOAD_GLOBAL cleanup
#       CALL_FUNCTION 0
#       POP_TOP
#       RETURN_VALUE
#   L1:
#   .line 46
#       POP_BLOCK
#       POP_BLOCK
#   .line 50
#       LOAD_GLOBAL cleanup
#       CALL_FUNCTION 0
#       POP_TOP
#       LOAD_CONST None
#       RETURN_VALUE
#   L2:
#   .line 47
#       POP_TOP
#       POP_TOP
#       POP_TOP
#   .line 48
#       POP_EXCEPT
#       POP_BLOCK
#   .line 50
#       LOAD_GLOBAL cleanup
#       CALL_FUNCTION 0
#       POP_TOP
#       LOAD_CONST None
#       RETURN_VALUE
#   L3:
#       LOAD_GLOBAL cleanup
#       CALL_FUNCTION 0
#       POP_TOP
#       RERAISE 0
