if a or b and c <= d <= e or g:
    h()
if b and c <= d <= e or g:
    h()
if c <= d <= e or g:
    h()


def f(err, n):
    if isinstance(err, TimeoutError) or isinstance(err, HTTPError) and 500 <= err.code <= 599 or n in errnos:
        raise denied from err
