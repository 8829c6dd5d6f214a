"""Output words, SEE, errors as a Forth user expects, and ``antioch forth`` on files, -e and pipes."""
import os
import subprocess
import sys

import pytest

from antioch.forth import ForthError

SRC = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "src")


@pytest.mark.parametrize("text, out", [
    ("1 . -1 . 0 .", "1 -1 0 "),
    ("-1 U.", "18446744073709551615 "),
    ("42 6 .R 42 2 .R", "    4242"),
    ("-1 4 U.R", "18446744073709551615"),
    ("7 3 U.R", "  7"),
    ("255 HEX . DECIMAL", "FF "),
    ("-255 2 BASE ! . DECIMAL", "-11111111 "),
    ("CR SPACE 3 SPACES 0 SPACES -2 SPACES 65 EMIT", "\n    A"),
    ('." hi there"', "hi there"),
    ('S" typed" TYPE', "typed"),
    (".( at once) 1 .", "at once1 "),
    ("1 2 3 .S", "<3> 1 2 3 "),
    ("VARIABLE v 7 v ! v ?", "7 "),
    (": pic ( n -- ) DUP ABS 0 <# #S ROT SIGN #> TYPE ; -42 pic", "-42"),
    ("1 0 D. -1 -1 D.", "1 -1 "),
])
def test_output(forth, text, out):
    assert forth(text)[1] == out


def test_see_prints_the_listing(forth):
    forth(": sq dup * ;")
    _, out = forth("SEE sq")
    assert out.startswith("; sq (static: 1 in, 1 out)\n.version %d.%d\n" % sys.version_info[:2])
    assert "BINARY_" in out and "RETURN_VALUE" in out
    _, out = forth("SEE dup")
    assert out == "; DUP is a primitive\n"


def test_words_lists_the_newest_first(forth):
    forth(": zzz-newest ;")
    _, out = forth("WORDS")
    assert out.startswith("zzz-newest ") and " SWAP DROP DUP\n" in out


@pytest.mark.parametrize("text, message", [
    ("frob", "Undefined word frob"),
    ("drop", "Stack underflow"),
    ("5 0 /", "Division by zero"),
    ("5 0 MOD", "Division by zero"),
    ("0 0 0 UM/MOD", "Division by zero"),
    ("then", "Interpreting a compile-only word then"),
    (": x if ;", "Control structure mismatch"),
    ("-3 THROW", "Stack overflow"),
    ("-1 @", "Invalid memory address"),
    (': ab ABORT" custom message" ; 1 ab', "custom message"),
    ('S" /nonexistent/x.fth" INCLUDED', "/nonexistent/x.fth: No such file or directory"),
])
def test_errors(forth, text, message):
    with pytest.raises(ForthError) as info:
        forth.forth.evaluate(text, filename="t.fth")
    assert str(info.value) == "t.fth:1: " + message
    assert forth.stack("1 2") == [1, 2]     # the system goes on, stacks reset, interpreting


def test_error_inside_included_file_names_that_file(forth, tmp_path):
    path = tmp_path / "bad.fth"
    path.write_text(": ok-word 1 ;\n\n  ok-word nope\n")
    with pytest.raises(ForthError) as info:
        forth.forth.evaluate('S" %s" INCLUDED' % path)
    assert str(info.value) == "%s:3: Undefined word nope" % path


def test_catch_and_throw(forth):
    forth(": t1 99 THROW ;  : t2 ['] t1 CATCH ;  : t3 1 2 ['] t1 CATCH ;")
    assert forth.stack("t2") == [99]
    assert forth.stack("t3 nip nip") == [99]            # depth restored to that before CATCH
    assert forth.stack(": ok 5 ; ' ok CATCH") == [5, 0]
    assert forth.stack("' drop CATCH") == [-4]
    assert forth.stack("1 0 ' / CATCH nip nip") == [-10]


def test_evaluate_inside_compilation_and_state(forth):
    forth(": lit5 S\" 5\" EVALUATE ; IMMEDIATE  : five lit5 ;")
    assert forth.stack("five") == [5]
    assert forth.stack("STATE @") == [0]


def antioch_forth(*args, stdin=""):
    env = dict(os.environ, PYTHONPATH=SRC)
    return subprocess.run([sys.executable, "-m", "antioch", "forth", *args], input=stdin, env=env,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)


@pytest.mark.subprocess
def test_cli_files_then_text(tmp_path):
    lib = tmp_path / "lib.fth"
    lib.write_text(": fib dup 2 < if exit then dup 1- recurse swap 2 - recurse + ;\n")
    done = antioch_forth(str(lib), "-e", "20 fib . cr")
    assert (done.returncode, done.stdout, done.stderr) == (0, "6765 \n", "")


@pytest.mark.subprocess
def test_cli_file_error_exits_1(tmp_path):
    bad = tmp_path / "bad.fth"
    bad.write_text("1 2 +\n.\nfoo\n")
    done = antioch_forth(str(bad))
    assert done.returncode == 1
    assert done.stdout == "3 "
    assert done.stderr == "antioch forth: %s:3: Undefined word foo\n" % bad


@pytest.mark.subprocess
def test_cli_pipe_and_bye():
    done = antioch_forth(stdin=": sq dup * ;\n7 sq .\nbye\n99 .\n")
    assert (done.returncode, done.stdout) == (0, "49 ")
    done = antioch_forth(stdin="1 .\n2 drop drop\n")
    assert done.returncode == 1 and done.stderr == "antioch forth: <stdin>:2: Stack underflow\n"


@pytest.mark.subprocess
@pytest.mark.skipif(not hasattr(os, "openpty"), reason="needs a pseudo-terminal")
def test_cli_repl_on_a_terminal():
    """On a terminal: ' ok' after each line, an error resets and the REPL goes on, BYE quits with 0."""
    master, slave = os.openpty()
    env = dict(os.environ, PYTHONPATH=SRC, TERM="dumb")
    proc = subprocess.Popen([sys.executable, "-m", "antioch", "forth"], stdin=slave, stdout=slave,
                            stderr=slave, env=env, close_fds=True)
    os.close(slave)
    os.write(master, b"1 2 + .\nnope\n: sq dup *\n;\n5 sq .\nbye\n")
    chunks = []
    while True:
        try:
            data = os.read(master, 4096)
        except OSError:      # the child closed the terminal
            break
        if not data:
            break
        chunks.append(data)
    assert proc.wait(timeout=60) == 0
    os.close(master)
    text = b"".join(chunks).decode("latin-1").replace("\r", "")
    assert "3  ok" in text
    assert "<stdin>:2: Undefined word nope" in text
    assert " compiled" in text
    assert "25  ok" in text


def test_included_relative_to_the_including_file(forth, tmp_path, monkeypatch):
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "main.fth").write_text('S" part.fth" INCLUDED  part-word 1+\n')
    (tmp_path / "sub" / "part.fth").write_text(": part-word 41 ;\n")
    monkeypatch.chdir(tmp_path)
    assert forth.stack('S" sub/main.fth" INCLUDED') == [42]


def sigint_as_default() -> None:
    import signal
    signal.signal(signal.SIGINT, signal.SIG_DFL)


class Terminal:
    """``antioch forth`` on a pseudo-terminal: type lines, wait for text, send signals."""

    def __init__(self) -> None:
        import select
        self.select = select.select
        self.master, slave = os.openpty()
        env = dict(os.environ, PYTHONPATH=SRC, TERM="dumb")
        # Ctrl-C as a user's: a runner started in the background of a shell ignores SIGINT, and a child
        # would inherit that (Python turns SIGINT into KeyboardInterrupt only if it was not ignored)
        self.proc = subprocess.Popen([sys.executable, "-m", "antioch", "forth"], stdin=slave, stdout=slave,
                                     stderr=slave, env=env, close_fds=True, preexec_fn=sigint_as_default)
        os.close(slave)
        self.text = ""

    def type(self, line: str) -> None:
        os.write(self.master, line.encode() + b"\n")

    def wait_for(self, text: str, timeout: float = 30) -> None:
        import time
        end = time.time() + timeout
        while text not in self.text and time.time() < end:
            ready, _, _ = self.select([self.master], [], [], 0.2)
            if ready:
                try:
                    self.text += os.read(self.master, 4096).decode("latin-1").replace("\r", "")
                except OSError:
                    break
        assert text in self.text, self.text

    def wait_until_busy(self, timeout: float = 60) -> None:
        """Wait until the process is computing rather than reading (one of its threads, the one running
        the text, in /proc state R twice in a row), so that a signal sent next reaches a running word and
        not the prompt, however loaded the machine is."""
        import time
        end, running = time.time() + timeout, 0
        tasks = "/proc/%d/task" % self.proc.pid
        while running < 2 and time.time() < end:
            time.sleep(0.1)
            try:
                states = []
                for task in os.listdir(tasks):
                    with open(os.path.join(tasks, task, "stat")) as f:
                        states.append(f.read().rsplit(")", 1)[1].split()[0])
            except OSError:  # no /proc (or a thread just ended): fall back to waiting
                time.sleep(2)
                return
            running = running + 1 if "R" in states else 0

    def close(self) -> int:
        code = self.proc.wait(timeout=60)
        os.close(self.master)
        return code


@pytest.mark.subprocess
@pytest.mark.skipif(not hasattr(os, "openpty"), reason="needs a pseudo-terminal")
def test_cli_repl_ctrl_c_aborts_to_the_prompt_keeping_definitions():
    import signal
    term = Terminal()
    try:
        term.type(": sq dup * ;")
        term.wait_for(" ok")
        term.type(": spin begin again ; spin")
        import time
        term.wait_until_busy()
        term.proc.send_signal(signal.SIGINT)
        term.wait_for("User interrupt")
        term.type("7 sq .")
        term.wait_for("49  ok")
        time.sleep(0.5)
        term.proc.send_signal(signal.SIGINT)       # at the prompt: a hint; the second in a row leaves
        term.wait_for("again or BYE")
        time.sleep(0.5)
        term.proc.send_signal(signal.SIGINT)
        assert term.close() == 0
    finally:
        if term.proc.poll() is None:  # a failed run must not leave `spin` running
            term.proc.kill()
            term.proc.wait()


def test_see_names_the_words_called(forth):
    forth(": fib dup 2 < if exit then dup 1- recurse swap 2 - recurse + ;  : twice fib fib ;")
    _, out = forth("SEE fib")
    calls = [line for line in out.splitlines() if "LOAD_GLOBAL" in line]
    assert len(calls) == 2 and all(line.endswith("; fib") for line in calls)
    _, out = forth("SEE twice")
    assert [line.split(";")[-1].strip() for line in out.splitlines() if "LOAD_GLOBAL" in line] == ["fib", "fib"]


@pytest.mark.parametrize("text", ["-4194288 @", "-8 @", "-1 C@", "5 -4194304 !", "5 -3 C!", "-4194288 ?",
                                  ": f -4194288 @ ; f", ": g c@ ; -100 g", ": h c! ; 1 -7 h", ": k 2@ ; -16 k",
                                  "-10 5 0 FILL", "-10 COUNT", "-1 1 TYPE", ": c0 0 c@ ; c0 1- c@"])
def test_negative_addresses_throw(forth, text):
    """The flat memory is 0..4 MiB: an address below zero is -9, not an index from the end of the bytearray."""
    with pytest.raises(ForthError) as info:
        forth.forth.evaluate(text)
    assert info.value.code == -9, text


def test_the_recursion_limit_is_raised_only_while_forth_runs():
    import sys

    from antioch.forth import Forth

    before = sys.getrecursionlimit()
    forth = Forth()
    forth.evaluate(": deep dup if 1- recurse then ; 5000 deep drop")
    assert sys.getrecursionlimit() == before


def test_forth_runs_where_its_large_stack_cannot_be_reserved(tmp_path):
    """Under an address-space limit the thread with the large C stack cannot start: Forth runs in the
    calling thread instead (less deep), never a traceback."""
    pytest.importorskip("resource")
    program = ("import resource, sys; resource.setrlimit(resource.RLIMIT_AS, (400 << 20, 400 << 20)); "
               "from antioch.cli import main; sys.exit(main(['forth', '-e', '1 2 + . cr bye']))")
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, cwd=str(tmp_path),
                          env=dict(os.environ, PYTHONPATH=SRC))
    assert (done.returncode, done.stdout.strip(), done.stderr) == (0, "3", ""), done.stderr
