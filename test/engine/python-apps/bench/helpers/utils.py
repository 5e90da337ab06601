import html
import os

TESTFILES_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "testfiles")


def escape_for_html(value):
    return html.escape(str(value), quote=True)


def query_param(query_string, name):
    """The raw value of one query-string parameter, as the client sent it."""
    start = query_string.find(name + "=")
    if start == -1:
        return ""
    value = query_string[start + len(name) + 1:]
    end = value.find("&")
    return value[:end] if end != -1 else value
