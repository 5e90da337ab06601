from flask_wtf import FlaskForm
from wtforms import IntegerField, SelectField, StringField, TextAreaField


class NoteForm(FlaskForm):
    body = TextAreaField("Body")
    pages = IntegerField("Pages")
    kind = SelectField("Kind", choices=[("lab", "Lab"), ("scan", "Scan")])
    tag = SelectField("Tag", choices=[("a", "A")], validate_choice=False)


class ShareForm(FlaskForm):
    recipient = StringField("Recipient URL")
