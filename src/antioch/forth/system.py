"""The Forth system (Forth-2012 3.1-3.4): a Forth with every word set installed.

The system is built in layers, each a subclass of the one below: the memory and stacks (:mod:`.state`), the
dictionary (:mod:`.dictionary`), the input sources and the outer interpreter (:mod:`.sources`), running from
Python (:mod:`.running`); here the word sets are installed.
"""
from typing import Any

from antioch.forth.registry import install
from antioch.forth.running import Runner
from antioch.forth.wordsets.block import BLOCK, next_block
from antioch.forth.wordsets.code import CODE_WORDS
from antioch.forth.wordsets.core import CORE
from antioch.forth.wordsets.core_compiling import CORE_COMPILING
from antioch.forth.wordsets.core_control import CORE_CONTROL
from antioch.forth.wordsets.core_text import CORE_TEXT
from antioch.forth.wordsets.double import DOUBLE
from antioch.forth.wordsets.facility import FACILITY
from antioch.forth.wordsets.file import FILE
from antioch.forth.wordsets.floating import FLOATING, install_recognizer
from antioch.forth.wordsets.locals import LOCALS
from antioch.forth.wordsets.memory import MEMORY
from antioch.forth.wordsets.search import SEARCH
from antioch.forth.wordsets.string import STRING
from antioch.forth.wordsets.tools import TOOLS, install_vocabularies

OPTIONAL_WORDSETS = [STRING, DOUBLE, MEMORY, SEARCH, TOOLS, CODE_WORDS, LOCALS, FACILITY, FILE, FLOATING, BLOCK]


class Forth(Runner):
    """A Forth system. ``evaluate(text)`` interprets; ``stack`` is the data stack (bottom first).

    >>> import io
    >>> f = Forth(out=io.StringIO())
    >>> f.evaluate(": sq dup * ;  7 sq  2 sq")
    [49, 4]
    """

    def __init__(self, out: Any = None, inp: Any = None) -> None:
        super().__init__(out, inp)
        install(self, CORE)
        install(self, CORE_COMPILING)
        install(self, CORE_CONTROL)
        install(self, CORE_TEXT)
        for wordset in OPTIONAL_WORDSETS:
            install(self, wordset)
        install_vocabularies(self)
        install_recognizer(self)
        self.fence = len(self.words)     # FORGET cannot reach the system's own words
        # the system's own words by name, for the words that compile them (a user's redefinition of DROP
        # must not change what ENDCASE compiles)
        for w in self.words:
            if w.name:
                self.system_words.setdefault(w.name.upper(), w)

    def next_block(self) -> bool:
        """REFILL of a block being LOADed: the next block."""
        return next_block(self)

    def interpret_word(self, name: str) -> None:
        """Run the word ``name`` as the text interpreter would in interpretation state."""
        self.word_named(name).gfunc()
