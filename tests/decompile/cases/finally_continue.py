def drain(items):
    for item in items:
        try:
            if item.skipped:
                continue
            item.run()
        finally:
            item.close()
    return len(items)
