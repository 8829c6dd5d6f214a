def signal_name(exitcode):
    if exitcode < 0:
        try:
            return signals(-exitcode).name
        except ValueError:
            pass

    try:
        return STATUS[exitcode]
    except KeyError:
        pass

    return None
