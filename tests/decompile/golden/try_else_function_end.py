def plain(self):
    try:
        f = g()
    except E:
        x = 1
    else:
        y = 2


def named(self):
    try:
        f = g()
    except E as err:
        if err.code in (401, 403):
            self.denied = True
        elif err.code >= 400:
            if err.code < 500:
                self.allowed = True
    else:
        raw = f.read()
        self.parse(raw.decode('utf-8'))

def documented(self):
    "The name's cleanup puts None in the pool first."
    try:
        f = g()
    except E as err:
        if err.code:
            self.denied = True
    else:
        self.parse(f.read())


def one_line_return(self):
    try:
        f = g()
    except E:
        if a:
            pass
    else:
        y = 2
        z = 3
        w = 4
