from flask import Blueprint, render_template_string, request

cards = Blueprint("cards", __name__)

CARD = """<div class="card"><p>%s</p><small>{{ sender }}</small></div>"""


@cards.post("/cards/preview")
def preview():
    data = request.get_json()
    markup = CARD % data["message"]["text"]
    return render_template_string(markup, sender="team")
