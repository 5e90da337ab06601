from ledger import app
from ledger.views import files, people
from ledger.views.people import profile

app.add_url_rule("/files/<path:name>", "file", files.download)
app.add_url_rule("/files/<int:file_id>/size", "size", files.size)
app.add_url_rule("/people/<slug>", view_func=profile)
app.add_url_rule("/people/<int:person_id>/card", "card", people.card)
