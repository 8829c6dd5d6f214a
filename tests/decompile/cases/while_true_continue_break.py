def edit(window, validate=None):
    while True:
        ch = window.getch()
        if validate:
            ch = validate(ch)
        if not ch:
            continue
        if not window.command(ch):
            break
        window.refresh()
    return window.gather()
