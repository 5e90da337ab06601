"""Thin wrappers around external tools (ImageMagick, pdftotext, pg_dump)."""
import logging
import os
import shlex
import subprocess

log = logging.getLogger(__name__)


def run(args, timeout=60):
    """Run a program with an argument list; no shell involved."""
    log.debug("run %s", args)
    completed = subprocess.run(args, capture_output=True, text=True, timeout=timeout, check=False)
    if completed.returncode != 0:
        log.warning("%s exited with %s: %s", args[0], completed.returncode, completed.stderr)
    return completed.stdout


def shell(command, cwd=None):
    """Run a shell command line. Callers build the line."""
    log.debug("shell %s", command)
    return subprocess.check_output(command, shell=True, cwd=cwd, text=True)


def make_thumbnail(source_path, size="320x320"):
    target = source_path + ".thumb.png"
    os.system("convert %s -thumbnail %s %s" % (source_path, size, target))
    return target


def make_thumbnail_quoted(source_path, size="320x320"):
    target = source_path + ".thumb.png"
    os.system("convert {} -thumbnail {} {}".format(shlex.quote(source_path), shlex.quote(size), shlex.quote(target)))
    return target


def pdf_text(path):
    return run(["pdftotext", "-layout", path, "-"])
