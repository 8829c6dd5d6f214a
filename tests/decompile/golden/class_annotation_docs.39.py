class JsException(Exception):
    def __str__(self):
        return self.name

    name: str


    stack: str
