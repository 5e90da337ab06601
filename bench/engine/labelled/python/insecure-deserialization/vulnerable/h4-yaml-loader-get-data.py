import yaml
from flask import Flask, request
from flask.views import MethodView

app = Flask(__name__)


class PipelineConfig(MethodView):
    def put(self, name):
        text = request.get_data(as_text=True)
        config = yaml.load(text, Loader=yaml.Loader)
        return {"name": name, "stages": len(config.get("stages", []))}


app.add_url_rule("/pipelines/<name>", view_func=PipelineConfig.as_view("pipeline_config"))
