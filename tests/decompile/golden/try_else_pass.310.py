def connect(client, server):
    try:
        client.connect(server)
    except OSError as e:
        client.failed(e.args[0])
    else:
        pass
    server, addr = client.accept()


def retry(client):
    try:
        client.connect()
    except OSError:
        client.reset()
    else:
        pass
    client.close()
