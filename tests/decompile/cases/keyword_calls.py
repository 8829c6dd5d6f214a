def configured(make, options, extra):
    first = make(**{'__str__.return_value': '12'})
    second = make(**options)
    third = make(key=first, **extra)
    return (first, second, third)
