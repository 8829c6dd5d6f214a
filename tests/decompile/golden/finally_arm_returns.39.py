def result(self, timeout=None): raise NotImplementedError('antioch: result not decompiled: a branch that leaves the stack changed')









def reload(module):
    try:
        if module is None:
            raise ImportError(module)
        return load(module)
    finally:
        del pending[module]


def two_values(a): raise NotImplementedError('antioch: two_values not decompiled: a protected body that ends with a value on the stack')








def through_clause(self, popen): raise NotImplementedError('antioch: through_clause not decompiled: a branch that leaves the stack changed')











def arms_in_clause_statement(self, fails):
    try:
        if fails:
            return self.err
        else:
            return None
    except:
        pass
    finally:
        cleanup()

# antioch could not decompile result (line 1): a branch that leaves the stack changed
# its listing:
#   .version 3.9
#   .name result
#   .filename 'finally_arm_returns.py'
#   .firstlineno 1
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: self, timeout
#   .stacksize 7
#   .varnames self, timeout
#   .line 2
#       SETUP_FINALLY L2
#   .line 3
#       LOAD_FAST self
#       LOAD_ATTR cancelled
#       POP_JUMP_IF_FALSE L1
#   .line 4
#       LOAD_FAST self
#       LOAD_METHOD get
#       CALL_METHOD 0
#       POP_BLOCK
#   .line 8
#       LOAD_CONST None
#       STORE_FAST self
#   .line 4
#       RETURN_VALUE
#   L1:
#   .line 6
#       LOAD_GLOBAL TimeoutError
#       CALL_FUNCTION 0
#       RAISE_VARARGS 1
#       POP_BLOCK
#   .line 8
#       LOAD_CONST None
#       STORE_FAST self
#       JUMP_FORWARD L3
#   L2:
#       LOAD_CONST None
#       STORE_FAST self
#       RERAISE
#   L3:
#       LOAD_CONST None
#       RETURN_VALUE

# antioch could not decompile two_values (line 20): a protected body that ends with a value on the stack
# its listing:
#   .version 3.9
#   .name two_values
#   .filename 'finally_arm_returns.py'
#   .firstlineno 20
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: a
#   .stacksize 7
#   .consts None, 1
#   .line 21
#       SETUP_FINALLY L2
#   .line 22
#       LOAD_FAST a
#       POP_JUMP_IF_FALSE L1
#   .line 23
#       LOAD_GLOBAL first
#       LOAD_FAST a
#       CALL_FUNCTION 1
#       POP_BLOCK
#   .line 26
#       LOAD_CONST 1
#       STORE_FAST a
#   .line 23
#       RETURN_VALUE
#   L1:
#   .line 24
#       LOAD_GLOBAL second
#       LOAD_FAST a
#       CALL_FUNCTION 1
#       POP_BLOCK
#   .line 26
#       LOAD_CONST 1
#       STORE_FAST a
#   .line 24
#       RETURN_VALUE
#   L2:
#   .line 26
#       LOAD_CONST 1
#       STORE_FAST a
#       RERAISE
#       LOAD_CONST None
#       RETURN_VALUE

# antioch could not decompile through_clause (line 29): a branch that leaves the stack changed
# its listing:
#   .version 3.9
#   .name through_clause
#   .filename 'finally_arm_returns.py'
#   .firstlineno 29
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: self, popen   locals: code
#   .stacksize 8
#   .varnames self, popen, code
#   .line 30
#       SETUP_FINALLY L4
#       SETUP_FINALLY L2
#   .line 31
#       LOAD_FAST popen
#       LOAD_METHOD wait
#       CALL_METHOD 0
#       STORE_FAST code
#   .line 32
#       LOAD_FAST code
#       LOAD_CONST None
#       IS_OP 1
#       POP_JUMP_IF_TRUE L1
#       LOAD_ASSERTION_ERROR
#       RAISE_VARARGS 1
#   L1:
#   .line 33
#       LOAD_FAST code
#       POP_BLOCK
#       POP_BLOCK
#   .line 38
#       LOAD_CONST None
#       LOAD_FAST self
#       STORE_ATTR popen
#   .line 33
#       RETURN_VALUE
#   L2:
#   .line 34
#       POP_TOP
#       POP_TOP
#       POP_TOP
#   .line 35
#       LOAD_FAST self
#       LOAD_METHOD kill
#       CALL_METHOD 0
#       POP_TOP
#   .line 36
#       RAISE_VARARGS 0
#       POP_EXCEPT
#       JUMP_FORWARD L3
#       RERAISE
#   L3:
#       POP_BLOCK
#   .line 38
#       LOAD_CONST None
#       LOAD_FAST self
#       STORE_ATTR popen
#       JUMP_FORWARD L5
#   L4:
#       LOAD_CONST None
#       LOAD_FAST self
#       STORE_ATTR popen
#       RERAISE
#   L5:
#       LOAD_CONST None
#       RETURN_VALUE
