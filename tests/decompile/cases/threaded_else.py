def parsed(parts, argument):
    if len(parts) > 5:
        raise OptionError(argument)
    while len(parts) < 5:
        parts.append('')
    number = parts[0]
    if number:
        try:
            number = int(number)
        except ValueError:
            raise OptionError(number) from None
    else:
        number = 0
    apply(number)


def unchanged(parts, argument):
    if parts:
        raise OptionError(argument)
    if argument:
        try:
            number = int(number)
        except ValueError:
            raise OptionError(number)
    apply(number)
