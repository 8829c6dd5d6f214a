def else_ends_in_if(policy):
    if policy is not None:
        try:
            watcher = policy.get()
        except NotImplementedError:
            pass
        else:
            if isinstance(watcher, T):
                for thread in watcher:
                    thread.join()
                    if thread.is_alive():
                        raise RuntimeError()
