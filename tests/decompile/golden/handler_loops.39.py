
def received(channel, send):

    while True:
        try:
            item = channel.recv()
            break
        except LookupError:
            channel.wait()
    send(item)
