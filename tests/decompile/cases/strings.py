name = 'world'
greeting = f'hello {name}!'
detail = f'{value!r:>{width}} and {other:.2f}'
plain = f'{x}'
