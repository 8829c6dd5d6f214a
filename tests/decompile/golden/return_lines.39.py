def warning(flag):
    if flag:

        return 'WARNING: the preference is set to always'
    return flag
