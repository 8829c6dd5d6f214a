def restore(self):
    try:
        self.run()
    finally:
        if self.interactive:
            try:
                import readline
                readline.set_completer(self.old)
            except ImportError:
                pass
def toggle(self, log): raise NotImplementedError('antioch: toggle not decompiled: a try body that goes on to different places')













def environment(env, key, value, lock, unset):
    old = unset
    try:
        with lock:
            old = env.get(key, None)
            env[key] = value
            yield
    finally:
        if old is unset:
            pass
        elif old is None:
            del env[key]
        else:
            env[key] = old

# antioch could not decompile toggle (line 11): a try body that goes on to different places
# its listing:
#   .version 3.10
#   .name toggle
#   .filename 'finally_branches.py'
#   .firstlineno 11
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: self, log   locals: saved, enabled
#   .stacksize 8
#   .varnames self, log, saved, enabled
#   .line 12
#       LOAD_FAST log
#       LOAD_ATTR stream
#       STORE_FAST saved
#   .line 13
#       SETUP_FINALLY L6
#   .line 14
#       LOAD_CONST None
#       LOAD_FAST log
#       STORE_ATTR stream
#   .line 15
#       LOAD_FAST self
#       LOAD_METHOD enabled
#       CALL_METHOD 0
#       STORE_FAST enabled
#   .line 16
#       SETUP_FINALLY L2
#   .line 17
#       LOAD_FAST self
#       LOAD_METHOD check
#       CALL_METHOD 0
#       POP_TOP
#       POP_BLOCK
#   .line 19
#       LOAD_FAST enabled
#       POP_JUMP_IF_FALSE L1
#   .line 20
#       LOAD_FAST self
#       LOAD_METHOD enable
#       CALL_METHOD 0
#       POP_TOP
#       JUMP_FORWARD L5
#   L1:
#   .line 22
#       LOAD_FAST self
#       LOAD_METHOD disable
#       CALL_METHOD 0
#       POP_TOP
#       JUMP_FORWARD L4
#   L2:
#   .line 19
#       LOAD_FAST enabled
#       POP_JUMP_IF_FALSE L3
#   .line 20
#       LOAD_FAST self
#       LOAD_METHOD enable
#       CALL_METHOD 0
#       POP_TOP
#       RERAISE 0
#   L3:
#   .line 22
#       LOAD_FAST self
#       LOAD_METHOD disable
#       CALL_METHOD 0
#       POP_TOP
#       RERAISE 0
#   L4:
#       POP_BLOCK
#   .line 24
#       LOAD_FAST saved
#       LOAD_FAST log
#       STORE_ATTR stream
#       LOAD_CONST None
#       RETURN_VALUE
#   L5:
#   .line 20
#       POP_BLOCK
#   .line 24
#       LOAD_FAST saved
#       LOAD_FAST log
#       STORE_ATTR stream
#       LOAD_CONST None
#       RETURN_VALUE
#   L6:
#       LOAD_FAST saved
#       LOAD_FAST log
#       STORE_ATTR stream
#       RERAISE 0
