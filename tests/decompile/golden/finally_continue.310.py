def drain(items):
    for item in items:
        try:
            if item.skipped:
                item.close()
            else:
                item.run()
                item.close()
        finally:
            item.close()
    return len(items)
