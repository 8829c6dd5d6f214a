# decompile: python >= 3.11
def check_script(self, script_name, *switches):
    if not __debug__:
        switches += ('-' + 'O' * sys.flags.optimize,)
    run_args = switches + (script_name, self.start_method)
    return run_args


def helper(value):
    if False:
        print(value.missing)
    return value.present
