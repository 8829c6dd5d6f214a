if ready:
    while True:
        try:
            run()
        except KeyboardInterrupt:
            if pending:
                cancel()
            continue
        else:
            break
