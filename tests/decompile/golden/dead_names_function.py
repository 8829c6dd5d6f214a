
def check_script(self, script_name, *switches):
    if False:
        sys, flags, optimize
    run_args = switches + (script_name, self.start_method)
    return run_args


def helper(value):
    if False:
        print, missing
    return value.present
