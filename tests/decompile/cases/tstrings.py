# decompile: python >= 3.14
name = 'world'
width = 8
a = t'hello {name}'
b = t'{name!r:>{width}} and {{braces}} {width=}'
c = t'plain'
d = t'{ name.upper()}' + t'{name:x}'


def shout(who: str, *, times: int = 2) -> 'str':
    with open(who) as f:
        return t'{who!s}{f.read()[1:2, ::3]}'
