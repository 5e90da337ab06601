import os

from flask import Flask

app = Flask(__name__)
# ruleid: py-flask-debug-config
app.debug = True
# Two members deep on a library object, after other fields of it were written.
# ruleid: py-flask-debug-config
app.config["DEBUG"] = True
# ok: py-flask-debug-config
app.config["DEBUG"] = False
# ok: py-flask-debug-config
app.config["DEBUG"] = os.environ.get("FLASK_DEBUG") == "1"
# ok: py-flask-debug-config
app.config["TESTING"] = True
local_dev = False
# ok: py-flask-debug-config
app.debug = local_dev
