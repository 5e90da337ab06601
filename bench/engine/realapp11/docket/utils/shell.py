import shlex
import subprocess


def run(argv, timeout=120):
    """Run a program with an argument list; never through a shell."""
    return subprocess.run(argv, capture_output=True, text=True, timeout=timeout, check=False)


def run_shell(command, timeout=120):
    """For the few jobs that need pipes. Callers quote what they interpolate."""
    return subprocess.run(command, shell=True, capture_output=True, text=True, timeout=timeout, check=False)


def quote(value):
    return shlex.quote(str(value))
