import yaml
from yaml import SafeLoader


def read_config(text):
    # ruleid: py-yaml-unsafe-load
    a = yaml.load(text)
    # ruleid: py-yaml-unsafe-load
    b = yaml.load(text, Loader=yaml.Loader)
    # ruleid: py-yaml-unsafe-load
    c = yaml.unsafe_load(text)
    # ruleid: py-yaml-unsafe-load
    d = yaml.load(text, yaml.UnsafeLoader)
    # ok: py-yaml-unsafe-load
    e = yaml.load(text, Loader=yaml.SafeLoader)
    # ok: py-yaml-unsafe-load
    f = yaml.load(text, Loader=SafeLoader)
    # ok: py-yaml-unsafe-load
    g = yaml.safe_load(text)
    # ok: py-yaml-unsafe-load
    h = yaml.load(text, yaml.CSafeLoader)
    # A constant document: nothing an attacker wrote.
    # ok: py-yaml-unsafe-load
    i = yaml.load("retries: 3", Loader=yaml.Loader)
    return a, b, c, d, e, f, g, h, i
