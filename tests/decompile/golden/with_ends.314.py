def build_files(file_defs):
    for name, contents in file_defs.items():
        if isinstance(contents, bytes):
            with name.open('wb') as f:
                f.write(contents)
            continue
        with name.open('w', encoding='utf-8') as f:
            f.write(contents)
