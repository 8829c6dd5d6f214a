def drain(items):
    for item in items:
        try:
            if item.skipped:
                pass
            else:
                item.run()
        finally:
            item.close()
    return len(items)
