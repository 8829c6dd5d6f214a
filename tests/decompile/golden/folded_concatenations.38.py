SUPPRESS_HELP = 'SUPPRESSHELP'
NO_DEFAULT = ('NO', 'DEFAULT')


class Values:
    pass


SUPPRESS_USAGE = b'SUPPRESSUSAGE'


def revision(version):
    if version[:11] == '$Revision: ':
        return version[11:-1]



def little_endian(data):
    return data[3::-1] + data[5:3:-1] + data[8:]


def quit(self):
    if self.inline:

        while True:
            reply = input('Quit anyway? [y/n] ')
            if reply == 'n':
                return None
    self.quitting = True
