def process(template, filelist):
    if template:
        for line in template.splitlines():
            line = line.strip()
            if line:
                filelist.process(line)
    return filelist
