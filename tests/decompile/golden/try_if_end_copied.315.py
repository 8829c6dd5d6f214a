def checked(openssl, name, func):
    def wrapper(*args, **kwargs):
        try:
            if openssl and _hashlib is not None:
                _hashlib.new(name)
            else:
                hashlib.new(name)
        except ValueError:
            raise SkipTest(name)
        else:
            return func(*args, **kwargs)
    return wrapper

def checked_else(openssl, name, func):
    def wrapper(*args, **kwargs):
        try:
            if openssl and _hashlib is not None:
                _hashlib.new(name)
            else:
                hashlib.new(name)
        except ValueError:
            raise SkipTest(name)
        else:
            return func(*args, **kwargs)
    return wrapper
