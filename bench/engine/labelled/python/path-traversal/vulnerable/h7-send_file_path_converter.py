from flask import Flask, send_file

app = Flask(__name__)


@app.route("/exports/<path:filename>")
def download_export(filename):
    location = f"/var/app/exports/{filename}"
    return send_file(location, as_attachment=True)
