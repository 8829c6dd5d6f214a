def conditional_import(self, module_name):
    try:
        return import_module(module_name)
    except ModuleNotFoundError as error:
        if self._warn and module_name in builtin_hashes:
            warn('Did a C extension fail to compile? %s' % error)
        return None


def unnamed(self, module_name):
    try:
        return import_module(module_name)
    except ModuleNotFoundError:
        if self._warn:
            warn('missing')
        return None
