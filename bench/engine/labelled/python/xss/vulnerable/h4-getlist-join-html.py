from flask import Flask, request

app = Flask(__name__)


def tag_cloud():
    tags = request.args.getlist("tag")
    items = "".join(f"<li>{t}</li>" for t in tags)
    return "<ul class='tags'>" + items + "</ul>"


app.add_url_rule("/tags", view_func=tag_cloud)
