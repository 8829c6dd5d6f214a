
lazy import re as _re
lazy import os
lazy import xml.dom.minidom
lazy import xml.dom.minidom as minidom
lazy from .process import ProcessPoolExecutor
lazy from collections import deque, OrderedDict as od
import sys
try:
    import json
except ImportError:
    json = None
def find(pattern, text):
    import fnmatch
    return _re.search(pattern, text) or fnmatch.fnmatch(text, pattern)
