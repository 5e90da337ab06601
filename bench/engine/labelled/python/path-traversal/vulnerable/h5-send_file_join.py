import os
from flask import Flask, request, send_file

app = Flask(__name__)
REPORTS = "/srv/reports"


@app.route("/reports/download")
def download_report():
    name = request.args["file"]
    return send_file(os.path.join(REPORTS, name), as_attachment=True)
