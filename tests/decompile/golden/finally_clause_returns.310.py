def fetched(url):
    try:
        try:
            data = fetch(url)
        except OSError:



            return 1
        log(data)
    finally:
        close(url)
