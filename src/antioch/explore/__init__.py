"""The bytecode explorer: a local web page with source, listing, control flow and a stepper side by side.

It sits above the public API; nothing below imports it.  The server (:mod:`.server`) runs on the host
and never compiles or runs the user's source itself: each request goes to a child interpreter of the
chosen version (:mod:`.child`), which runs :mod:`.worker` with a time limit.
"""
