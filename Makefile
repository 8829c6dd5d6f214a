# antioch: `make demo` shows it working, `make test` runs the whole suite under every
# installed CPython 3.8-3.13.  Both create their virtual environments on first use.
PYENV_ROOT ?= $(shell pyenv root 2>/dev/null || echo $$HOME/.pyenv)
HOST_PY ?= $(shell command -v python3)
VERSIONS := 3.8 3.9 3.10 3.11 3.12 3.13
JOBS ?= 2

# The interpreter for version X.Y: the newest $(PYENV_ROOT)/versions/X.Y.* found.
py_for = $(lastword $(sort $(wildcard $(PYENV_ROOT)/versions/$(1).*/bin/python$(1))))

.PHONY: demo test test-% venvs lint typecheck tables fuzz fuzz-pyodide bench clean pyodide py-% vm-libtests docs test-docs \
	decompile-peers \
	decompile-stdlib decompile-sample

.venv-%/.ok:
	@py="$(call py_for,$*)"; test -n "$$py" || { echo "no CPython $* under $(PYENV_ROOT)/versions"; exit 1; }; \
	  $$py -m venv .venv-$* && .venv-$*/bin/python -m pip install -q --disable-pip-version-check \
	    -r requirements-test.txt && touch $@

venvs: $(foreach v,$(VERSIONS),.venv-$(v)/.ok)

# Benchmarks beside the tools they compare with (requirements-bench.txt: the bytecode library,
# xdis): the .pyc reader/writer against marshal and xdis, the pure-Python floor, and lifting
# against dis, on three versions (BENCH_VERSIONS to choose).  Slow: xdis's own
# reader takes minutes per version.  Not part of `make test`: timings are not tests.
BENCH_VERSIONS ?= 3.8 3.11 3.13
.venv-bench-%/.ok:
	@py="$(call py_for,$*)"; test -n "$$py" || { echo "no CPython $* under $(PYENV_ROOT)/versions"; exit 1; }; \
	  $$py -m venv .venv-bench-$* && .venv-bench-$*/bin/python -m pip install -q --disable-pip-version-check \
	    -r requirements-bench.txt && touch $@

bench: $(foreach v,$(BENCH_VERSIONS),.venv-bench-$(v)/.ok)
	@for v in $(BENCH_VERSIONS); do \
	  .venv-bench-$$v/bin/python benchmarks/pyc_rw.py && .venv-bench-$$v/bin/python benchmarks/pyc_floor.py && \
	  .venv-bench-$$v/bin/python benchmarks/roundtrip.py || exit 1; done

# The core library has no dependencies: the demo runs straight from src/.
demo:
	@$(HOST_PY) tools/demo.py

# Lint and types first, then every supported interpreter that is installed runs the suite
# (the host's own must be there).  What the suite needs is installed first, as .ci/run does: the
# virtual environments, and Pyodide's CPython 3.14/3.15 when node and npm are there.  System packages
# are not: apt-get install graphviz chromium nodejs npm (without them, the tests that need
# them skip and say so).
HAVE_NPM := $(shell command -v npm 2>/dev/null)
.PHONY: test-setup
test-setup: .venv-lint/.ok .venv-browser/.ok $(if $(HAVE_NPM),pyodide)
	@$(if $(HAVE_NPM),true,echo "node/npm not found: the CPython 3.14/3.15 (Pyodide) runs are skipped \
	  (apt-get install nodejs npm)")

test: test-setup lint
	@./tools/run_tests.sh $(VERSIONS) $(addprefix pyodide-,$(PYODIDE_VERSIONS))
	@$(MAKE) -s test-browser
	@$(MAKE) -s test-docs

test-%: .venv-%/.ok
	@echo "== CPython $* =="; PYTHONPATH=src .venv-$*/bin/python -m pytest -q -p no:cacheprovider $(PYTEST_ARGS)

.venv-lint/.ok:
	$(HOST_PY) -m venv .venv-lint && .venv-lint/bin/python -m pip install -q --disable-pip-version-check \
	  -r requirements-lint.txt && touch $@

lint: .venv-lint/.ok
	@.venv-lint/bin/python -m ruff check -q src tests tools benchmarks && echo "ruff: clean"
	@.venv-lint/bin/python -m mypy

tables: tools/pyodide/node_modules/.ok
	@$(HOST_PY) tools/gen_magics.py
	@for v in 2.7 3.6 3.7 $(VERSIONS); do \
	  py=$$(ls -d $(PYENV_ROOT)/versions/$$v.*/bin/python$$v | sort | tail -1); $$py tools/gen_opcodes.py; done
	@for v in $(PYODIDE_VERSIONS); do node tools/pyodide.mjs $$v tools/gen_opcodes.py; done

# Mutation fuzzing of the verifier under one interpreter: make fuzz FUZZ_SECONDS=600 FUZZ_PY=3.12
FUZZ_SECONDS ?= 300
FUZZ_PY ?= 3.12
fuzz: .venv-$(FUZZ_PY)/.ok
	PYTHONPATH=src:tests .venv-$(FUZZ_PY)/bin/python tests/fuzz.py $(FUZZ_SECONDS)

# The documentation site (mkdocs.yml, docs/) into site/, warnings as errors, in a venv of the newest
# CPython 3.11+ installed (requirements-docs.txt: MkDocs and mkdocstrings, pinned; they need 3.11+).
# make test builds it once and runs the guide's examples there (each version's suite runs them too).
DOCS_PY ?= $(or $(call py_for,3.13),$(call py_for,3.12),$(call py_for,3.11),$(HOST_PY))
.venv-docs/.ok: requirements-docs.txt requirements-test.txt
	$(DOCS_PY) -m venv .venv-docs && .venv-docs/bin/python -m pip install -q --disable-pip-version-check \
	  -r requirements-docs.txt -r requirements-test.txt && touch $@

docs: .venv-docs/.ok
	.venv-docs/bin/python -m mkdocs build --strict

test-docs: .venv-docs/.ok
	@echo "== documentation site and examples (the docs venv's CPython) =="; ANTIOCH_REQUIRE_DOCS=1 PYTHONPATH=src \
	  .venv-docs/bin/python -m pytest -q -p no:cacheprovider tests/test_docs.py tests/test_opcode_docs.py $(PYTEST_ARGS)
# The whole hostile-input sweep (tests/fuzz_all.py): mutated .pyc files through every subcommand,
# token-edited listings, random Forth programs and special files, FUZZ_ALL_SECONDS per version;
# prints the outcomes per subcommand and fails on any traceback, hang or signal.
#   make fuzz-all FUZZ_ALL_SECONDS=180 FUZZ_ALL_VERSIONS="3.8 3.11 3.13"
FUZZ_ALL_SECONDS ?= 180
FUZZ_ALL_VERSIONS ?= 3.8 3.11 3.13
.PHONY: fuzz-all
fuzz-all: $(foreach v,$(FUZZ_ALL_VERSIONS),.venv-$(v)/.ok)
	@status=0; for v in $(FUZZ_ALL_VERSIONS); do \
	  PYTHONPATH=src:tests .venv-$$v/bin/python tests/fuzz_all.py $(FUZZ_ALL_SECONDS) $(FUZZ_SEED) || status=1; done; \
	  exit $$status

# The explorer in headless Chromium: Debian's `chromium` driven by Playwright for Python (the pip package
# only; its own browser download is never used). Once, on the host's CPython; make test runs it.
.PHONY: test-browser screenshots
.venv-browser/.ok:
	$(HOST_PY) -m venv .venv-browser && .venv-browser/bin/python -m pip install -q --disable-pip-version-check \
	  -r requirements-test.txt -r requirements-browser.txt && touch $@

test-browser: .venv-browser/.ok
	@echo "== explorer in headless chromium (CPython host) =="; \
	  PYTHONPATH=src .venv-browser/bin/python -m pytest -q -p no:cacheprovider -m browser tests/browser $(PYTEST_ARGS)

# docs/explorer.png, the README's picture of the explorer
screenshots: .venv-browser/.ok
	PYTHONPATH=src .venv-browser/bin/python tools/explorer_screenshot.py docs/explorer.png

# The same inside Pyodide's 3.14/3.15 (no child processes there: see tools/pyodide_fuzz.sh)
FUZZ_MUTANTS ?= 3000
FUZZ_SEED ?= 1
fuzz-pyodide: pyodide
	./tools/pyodide_fuzz.sh $(FUZZ_PY) $(FUZZ_MUTANTS) $(FUZZ_SEED)

clean:
	rm -rf .venv-* build site *.egg-info

# CPython 3.14 and 3.15 are Pyodide's WebAssembly builds run by Node (tools/pyodide.mjs):
# `make pyodide` installs them (npm, into tools/pyodide/node_modules) and the pure-Python test
# dependencies (pip download, unpacked into .pyodide/site); both are git-ignored and made once.
#   make py-3.14 ARGS="-m antioch roundtrip --stdlib"
PYODIDE_VERSIONS := 3.14 3.15
tools/pyodide/node_modules/.ok: tools/pyodide/package.json tools/pyodide/package-lock.json
	cd tools/pyodide && npm ci --no-audit --no-fund --silent && touch node_modules/.ok

.pyodide/site/.ok: requirements-test.txt
	rm -rf .pyodide/wheels .pyodide/site
	$(HOST_PY) -m pip download -q --disable-pip-version-check --only-binary=:all: --python-version 3.14 \
	  --implementation py --abi none --platform any -d .pyodide/wheels -r requirements-test.txt
	$(HOST_PY) -c 'import glob, zipfile; [zipfile.ZipFile(w).extractall(".pyodide/site") for w in glob.glob(".pyodide/wheels/*.whl")]'
	touch $@

pyodide: tools/pyodide/node_modules/.ok .pyodide/site/.ok

py-%: pyodide
	@node tools/pyodide.mjs $* $(ARGS)

# The decompiler's check over each version's standard library: every file compiled by that
# interpreter, decompiled, recompiled and compared; prints the share of code objects and of files
# that come back exactly (slow, not part of `make test`):
#   make decompile-stdlib [DECOMPILE_VERSIONS="3.11"] [DECOMPILE_JOBS=2] [DECOMPILE_SECONDS=1800]
DECOMPILE_VERSIONS ?= $(VERSIONS)
DECOMPILE_JOBS ?= 1
DECOMPILE_SECONDS ?= 1800
decompile-stdlib:
	@for v in $(DECOMPILE_VERSIONS); do \
	  py=$$(ls -d $(PYENV_ROOT)/versions/$$v.*/bin/python$$v | sort | tail -1); \
	  PYTHONPATH=src timeout $(DECOMPILE_SECONDS) $$py -m antioch decompile --check --stdlib \
	    -j $(DECOMPILE_JOBS) || test $$? -eq 1 || exit 1; done

# antioch's decompiler beside uncompyle6, decompyle3 and Decompyle++ (pycdc) on CPython 3.8's standard
# library, every output measured by antioch's check (slow, not part of `make test`). The tools go into
# .peers/ (git-ignored): uncompyle6 and decompyle3 pinned from PyPI; pycdc built with cmake from
# PYCDC_SRC, a checkout of its source, when given (else its row is left out):
#   make decompile-peers [PEERS_EVERY=20] [PEERS_JOBS=2] [PYCDC_SRC=path/to/pycdc]
PEERS_EVERY ?= 20
PEERS_JOBS ?= 2
PEERS_PINS = uncompyle6==3.9.3 decompyle3==3.9.3 spark-parser==1.8.9 xdis==6.1.8
decompile-peers:
	@py="$(call py_for,3.8)"; test -n "$$py" || { echo "no CPython 3.8 under $(PYENV_ROOT)/versions"; exit 1; }; \
	  test -x .peers/venv38/bin/python || { $$py -m venv .peers/venv38 && .peers/venv38/bin/python -m pip \
	    install -q --disable-pip-version-check $(PEERS_PINS); } || exit 1; \
	  pycdc=""; if [ -n "$(PYCDC_SRC)" ]; then \
	    cmake -S "$(PYCDC_SRC)" -B .peers/pycdc -DCMAKE_BUILD_TYPE=Release >/dev/null && \
	    $(MAKE) -s -C .peers/pycdc pycdc >/dev/null && pycdc="--pycdc .peers/pycdc/pycdc" || exit 1; fi; \
	  PYTHONPATH=src $$py benchmarks/decompile_peers.py --every $(PEERS_EVERY) -j $(PEERS_JOBS) \
	    --peers-python .peers/venv38/bin/python $$pycdc

# The same check over every SAMPLE_EVERY-th file of each version's library, with what keeps code
# objects from being exact counted by kind (listing reasons, first differing instructions):
#   make decompile-sample [DECOMPILE_VERSIONS="3.9"] [SAMPLE_EVERY=10] [DECOMPILE_JOBS=2]
SAMPLE_EVERY ?= 10
decompile-sample:
	@for v in $(DECOMPILE_VERSIONS); do \
	  py=$$(ls -d $(PYENV_ROOT)/versions/$$v.*/bin/python$$v | sort | tail -1); \
	  PYTHONPATH=src timeout $(DECOMPILE_SECONDS) $$py tools/decompile_sample.py $(SAMPLE_EVERY) \
	    -j $(DECOMPILE_JOBS) || exit 1; done

# CPython's language-core Lib/test modules with the test module's code in antioch's VM, beside the same
# tests natively (slow, not part of `make test`): make vm-libtests [VM_VERSIONS="3.11 3.12"]
VM_VERSIONS ?= $(VERSIONS)
vm-libtests:
	@for v in $(VM_VERSIONS); do \
	  py=$$(ls -d $(PYENV_ROOT)/versions/$$v.*/bin/python$$v | sort | tail -1); \
	  echo "== CPython $$v"; PYTHONPATH=src $$py tools/vm_libtests.py; done

# The suite inside Pyodide's 3.14/3.15 (tests that need a child process are skipped there, marked).
test-pyodide-%: pyodide
	@echo "== CPython $* (Pyodide) =="; node tools/pyodide.mjs $* -m pytest -q -p no:cacheprovider $(PYTEST_ARGS)
