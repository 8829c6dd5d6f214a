
import ast


def many(node):
    match node:
        case ast.BinOp(left, op, right=ast.Name(id=name, ctx=ctx)):
            return (left, op, name, ctx)
        case str() | bytes() as text:
            return text
        case {'a': a, 'b': [b, *bs], **rest}:
            return (a, b, bs, rest)
        case [first, [second, third], *middle, last]:
            return (first, second, third, middle, last)
        case [[x, y] as pair, {'k': z}] if x > y:
            return (pair, x, y, z)
        case ast.Call(func=ast.Attribute(value=target, attr=attr), args=[arg, *_]):
            return (target, attr, arg)
        case [*_, last] if last:
            return last
    return None


def nested(value, default):
    for item in value:
        match item:
            case {'kind': 'pair', 'items': [one, two]}:
                print(one, two)
                continue
            case ast.Constant(value=int(number)) if number > 0:
                print(number)
                continue
            case [ast.Name(id=name), *_]:
                print(name)
                continue
    return default
