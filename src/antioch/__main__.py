"""``python -m antioch``: the same command as the installed ``antioch`` script."""
import sys

from antioch.cli import main

sys.exit(main())
