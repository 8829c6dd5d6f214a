def process(template, filelist):
    if template:
        for line in template.splitlines():
            line = line.strip()
            if not line:
                continue
            filelist.process(line)
    return filelist
