class Profile:
    def set_cmd(self, cmd):
        if self.cur[-1]:
            return None
        self.cmd = cmd
    class fake_code:
        pass
