import os
import re

from werkzeug.utils import safe_join, secure_filename

_UNSAFE = re.compile(r"[^A-Za-z0-9_.-]")


def clean_name(filename):
    """Our own spin on secure_filename for names that must keep their case and dashes."""
    name = os.path.basename(filename.replace("\\", "/"))
    name = _UNSAFE.sub("_", name).lstrip(".")
    return name or "unnamed"


def upload_name(filename):
    return secure_filename(filename)


def inside(base, name):
    """Join and make sure the result stays under base; None when it would escape."""
    return safe_join(base, name)


def ensure_dir(path):
    os.makedirs(path, exist_ok=True)
    return path
