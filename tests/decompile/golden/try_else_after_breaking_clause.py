def pages(lines, prompt):
    key = None
    while True:
        try:
            for line in lines():
                print(line)
        except IndexError:
            return None
        else:
            key = input(prompt)
            if key == 'q':
                return None
