class Screen:
    def exitonclick(self):
        'Go into mainloop until the mouse is clicked.'
        self.onclick(self.bye)
        if _CFG['using_IDLE']:
            return None
        try:
            mainloop()
        except AttributeError:
            exit(0)

class Turtle(RawTurtle):
    pass
