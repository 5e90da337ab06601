import os

from flask import send_file


# Same name as a registered view, in a module no rule registers: its parameter is not request data.
def download(name):
    return send_file(os.path.join("/srv/archive", name))
