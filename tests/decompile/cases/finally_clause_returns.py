def fetched(url):
    try:
        data = fetch(url)
    except OSError:
        return 1
    else:
        log(data)
    finally:
        close(url)
