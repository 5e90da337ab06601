"""Thin wrappers around subprocess so callers get logging and timeouts for free."""
import logging
import subprocess

log = logging.getLogger(__name__)


def run_command(command, timeout=120):
    """Runs a command line through the shell (pipes and redirects allowed)."""
    log.info("running %s", command)
    return subprocess.run(command, shell=True, capture_output=True, text=True, timeout=timeout)


def run_program(argv, timeout=120):
    """Runs a program with an argument list: nothing is interpreted by a shell."""
    log.info("running %s", argv)
    return subprocess.run(argv, capture_output=True, text=True, timeout=timeout, check=True)
