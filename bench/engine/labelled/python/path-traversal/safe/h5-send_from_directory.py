from flask import Flask, request, send_from_directory

app = Flask(__name__)
REPORTS = "/srv/reports"


@app.route("/reports/download")
def download_report():
    name = request.args["file"]
    return send_from_directory(REPORTS, name, as_attachment=True)
