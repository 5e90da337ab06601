from flask import Flask, render_template, request

app = Flask(__name__)


def tag_cloud():
    tags = request.args.getlist("tag")
    return render_template("tags.html", tags=[t.strip() for t in tags])


app.add_url_rule("/tags", view_func=tag_cloud)
