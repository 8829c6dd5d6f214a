def started(client, shell):
    """Start the debugger.

    And link it.
    """
    global adapter_id
    adapter_id = client.remotecall('exec', (shell,), {})
    return adapter_id


def counter():
    "Count."
    nonlocal_free = 1

    def inner():
        """Inner."""
        nonlocal nonlocal_free
        nonlocal_free += 1
        return nonlocal_free
    return inner


class Holder:
    """Holds."""
    global held
    held = 1
