def add_option(self, long_option, short_option=None, help_string=None):
    if long_option in self.option_index:
        raise DistutilsGetoptError("option conflict: already an option '%s'" % long_option)
    else:
        option = (long_option, short_option, help_string)
        self.option_table.append(option)
        self.option_index[long_option] = option


def check(value):
    if value is None:
        raise ValueError('no value')
    else:
        print(value)
        print(value + 1)
