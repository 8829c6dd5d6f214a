# decompile: python >= 3.11
try:
    import _json
except ImportError:
    pass
try:
    from _json import encode, decode
except ImportError:
    pass
else:
    c_encode = encode
    c_decode = decode
