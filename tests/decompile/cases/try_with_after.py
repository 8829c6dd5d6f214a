def generate(makefile, config_h, vars):
    try:
        parse_makefile(makefile, vars)
    except OSError as e:
        raise OSError(e.strerror)
    try:
        with open(config_h) as f:
            parse_config_h(f, vars)
    except OSError as e:
        raise OSError(e.strerror)
    if build:
        vars['shared'] = vars['linked']
    with open(destfile, 'w') as f:
        f.write(vars)
