import os

from flask import Flask

app = Flask(__name__)
admin = Flask("admin")


def main():
    # ruleid: py-flask-debug-enabled
    app.run(debug=True)
    # ruleid: py-flask-debug-enabled
    admin.run("0.0.0.0", 8080, True)
    verbose = True
    # ruleid: py-flask-debug-enabled
    app.run(host="127.0.0.1", debug=verbose)
    # ok: py-flask-debug-enabled
    app.run(debug=False)
    # ok: py-flask-debug-enabled
    app.run(host="0.0.0.0", port=8000)
    # ok: py-flask-debug-enabled
    app.run(debug=os.environ.get("FLASK_DEBUG") == "1")
    production = True
    # ok: py-flask-debug-enabled
    app.run(debug=not production)


if __name__ == "__main__":
    # ruleid: py-flask-debug-enabled
    app.run(host="0.0.0.0", port=5000, debug=True)
