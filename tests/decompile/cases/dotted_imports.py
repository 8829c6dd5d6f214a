import email.mime.text as text
import a.b.c as d
import a.b as e
import os.path as p
def f():
    import x.y.z.w as q
    return q
