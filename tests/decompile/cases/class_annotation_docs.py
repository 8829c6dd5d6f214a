class JsException(Exception):
    def __str__(self):
        return self.name

    name: str
    """The name of the error type"""

    stack: str
    """The JavaScript stack trace"""
