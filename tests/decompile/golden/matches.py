
import ast


def literals(flag):
    match flag:
        case 'r':
            mode = 1
        case 'w' | 'c':
            mode = 2
        case -1 | 1.5 | 2j | b'b':
            mode = 3
        case None:
            mode = 4
        case True | False:
            mode = 5
        case ast.PyCF_ONLY_AST:
            mode = 6
        case _:
            mode = 0
    return mode


def sequences(items):
    match items:
        case []:
            return 'empty'
        case [x]:
            return x
        case [1, 2, *rest]:
            return rest
        case [first, *_]:
            return first
        case [*_]:
            return 'any'



def mappings(config):
    match config:
        case {'k': v, **rest}:
            print(v, rest)
        case {'a': 1, 2: [_, *_]}:
            print('a')
        case {}:
            print('mapping')


def classes(node):
    match node:
        case ast.Return(value=ast.Call()):
            kind = 'call'
        case ast.Expr(expr) if expr:
            kind = expr
        case str(text) as whole:
            kind = text + whole
        case ast.BinOp(ast.Constant(), op, right=ast.Name(id=name)):
            kind = (op, name)
        case 1 | 2 as number if number > 1:
            kind = number
        case other:
            kind = other
    return kind


def in_loop(events):
    for event in events:
        match event:
            case 'quit':
                break
            case 'skip':
                continue
            case [name, value]:
                print(name, value)
                continue
    return events

def single(statement):
    match statement:
        case ast.Expr(expr):
            match expr:
                case ast.BinOp():
                    print(expr)
    print(statement)


def ends(items, default):
    match items:
        case [*_, last]:
            found = last
        case [1, *_, 2]:
            found = 2
        case {**rest}:
            found = rest
        case Point(a=[1, *more], b={'k': x as y}):
            found = (more, x, y)
        case _:
            raise ValueError(default)
    return found


def guarded(value):
    match value:
        case x as y if y > 1:
            return x
        case [*_]:
            return 0
