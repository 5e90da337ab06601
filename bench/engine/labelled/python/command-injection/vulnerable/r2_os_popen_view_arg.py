import os
from flask import Flask

app = Flask(__name__)


@app.route("/whois/<domain>")
def whois(domain):
    out = os.popen("whois " + domain).read()
    return "<pre>%s</pre>" % out.replace("<", "&lt;")
