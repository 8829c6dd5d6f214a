def rewrite(manipulator, path):
    if manipulator:
        with open(path, 'rb') as file:
            data = file.read()
        with open(path, 'wb') as file:
            if data is not None:
                file.write(manipulator(data))
    return path
