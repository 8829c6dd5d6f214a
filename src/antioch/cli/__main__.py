import sys

from antioch.cli import main

sys.exit(main())
