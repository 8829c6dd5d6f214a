if ready:
    while True:
        try:
            run()
            break
        except KeyboardInterrupt:
            if pending:
                cancel()
            continue
