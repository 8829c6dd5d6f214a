def walk(f, limit, frames):
    if f is not None:
        while f is not None:
            if limit <= 0:
                break
            f = f.f_back
        frames.reverse()
    return frames


def drain(queue, items):
    if items:
        while queue:
            items.append(queue.pop())
        items.sort()
    return items


def spin(x): raise NotImplementedError('antioch: spin not decompiled: a loop whose test at the bottom differs from the one at the top')






def shutdown(self, immediate):
    if immediate:
        while not self.empty():
            self.get()
            if self.unfinished > 0:
                self.unfinished -= 1
        if self.unfinished == 0:
            self.finished()


def search(x, y):
    if y:
        while x:
            x = step(x)
            if x > 3:
                break
        done()
    return x

# antioch could not decompile spin (line 19): a loop whose test at the bottom differs from the one at the top
# its listing:
#   .version 3.11
#   .name spin
#   .filename 'if_loops.py'
#   .firstlineno 19
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: x
#   .stacksize 3
#   .consts None
#   .line 19
#       RESUME 0                      @0-0
#   .line 20
#       LOAD_FAST x                   @7-8
#       POP_JUMP_FORWARD_IF_FALSE L2  @4-22:23
#   .line 21
#       LOAD_FAST x                   @14-15
#       POP_JUMP_FORWARD_IF_FALSE L2  @8-22:23
#   L1:
#   .line 22
#       LOAD_GLOBAL step +NULL        @16-20
#       LOAD_FAST x                   @21-22
#       PRECALL 1                     @16-23
#       CALL 1                        @16-23
#       STORE_FAST x                  @12-13
#   .line 21
#       LOAD_FAST x                   @14-15
#       POP_JUMP_BACKWARD_IF_TRUE L1  @8-22:23
#   L2:
#   .line 23
#       LOAD_FAST x                   @11-12
#       RETURN_VALUE                  @4-12
