import os
import json
import marshal
import pickle
import pickle as pkl


def load_cache(path):
    with open(path, "rb") as fh:
        # ruleid: py-pickle-load
        return pickle.load(fh)


def from_queue(message):
    # ruleid: py-pickle-load
    job = pkl.loads(message.body)
    # ruleid: py-pickle-load
    code = marshal.loads(message.code)
    # ok: py-pickle-load
    meta = json.loads(message.meta)
    # Serialising is safe; only loading runs code.
    # ok: py-pickle-load
    blob = pickle.dumps(job)
    # Loading what this program just pickled, or a constant: nothing from outside.
    # ok: py-pickle-load
    copy = pickle.loads(blob)
    # ok: py-pickle-load
    empty = pickle.loads(b"\x80\x04N.")
    return job, code, meta, blob, copy, empty


MODEL = "/var/lib/app/model.pkl"
HERE = os.path.dirname(__file__)


def load_model():
    # A file at a path the program fixed (a constant, or next to its own source): what it wrote there.
    with open(MODEL, "rb") as fh:
        # ok: py-pickle-load
        return pickle.load(fh)


def load_state():
    with open(os.path.join(HERE, "state.pkl"), "rb") as fh:
        # ok: py-pickle-load
        return pickle.load(fh)


def load_named(name):
    with open(os.path.join(HERE, name), "rb") as fh:
        # ruleid: py-pickle-load
        return pickle.load(fh)
