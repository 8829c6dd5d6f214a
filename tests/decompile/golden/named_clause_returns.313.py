def build(success, quiet):
    if success:
        try:
            compile_all()
        except Error as err:
            success = False
            if quiet:
                return success
            report(err); return success
        else:
            return success
    return success
