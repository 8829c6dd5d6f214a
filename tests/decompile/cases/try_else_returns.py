def class_object(rclsid, riid, ppv):
    try:
        ccom = __import__('comtypes.server.inprocserver', globals(), locals(), ['*'])
    except ImportError:
        return -2147221231
    else:
        return ccom.DllGetClassObject(rclsid, riid, ppv)


def after(a):
    try:
        c = g()
    except ImportError:
        return -1
    return c.x(a)
