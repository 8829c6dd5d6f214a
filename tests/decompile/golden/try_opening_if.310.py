def link(self, src, dst):
    force_copy = not self.symlinks
    if not force_copy:
        try:
            if not os.path.islink(dst):
                os.symlink(src, dst)
        except Exception:
            force_copy = True
    if force_copy:
        shutil.copyfile(src, dst)


def dialog(self, cnf):
    self.num = self.tk.getint(
        self.tk.call(
        'tk_dialog', self._w, *cnf['strings']))

    try:
        Widget.destroy(self)
    except TclError:
        pass
