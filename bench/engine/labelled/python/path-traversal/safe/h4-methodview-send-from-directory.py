from flask import Flask, request, send_from_directory
from flask.views import MethodView

app = Flask(__name__)
EXPORTS = "/srv/exports"


class ExportDownload(MethodView):
    def get(self):
        name = request.args.get("file", "")
        return send_from_directory(EXPORTS, name, as_attachment=True)


app.add_url_rule("/exports/download", view_func=ExportDownload.as_view("export_download"))
