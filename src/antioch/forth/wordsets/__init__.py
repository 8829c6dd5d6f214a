"""The word sets of Forth-2012, a module each (CORE in three: primitives, compiling words, text)."""
