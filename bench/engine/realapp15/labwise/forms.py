from flask_wtf import FlaskForm
from flask_wtf.file import FileAllowed, FileField, FileRequired
from wtforms import HiddenField, PasswordField, SelectField, StringField, TextAreaField
from wtforms.validators import URL, DataRequired, Email, Length, Optional, Regexp


class LoginForm(FlaskForm):
    email = StringField("Email", validators=[DataRequired(), Email()])
    password = PasswordField("Password", validators=[DataRequired()])
    next = HiddenField()


class ResultSearchForm(FlaskForm):
    class Meta:
        csrf = False

    test_code = StringField("Test code", validators=[Optional(), Regexp(r"^[A-Z0-9]{2,8}\Z")])
    last_name = StringField("Last name", validators=[Optional(), Length(max=80)])
    sort = SelectField("Sort by", choices=[("collected_at", "Date"), ("test_code", "Test"), ("flag", "Flag")])
    direction = StringField("Direction", default="desc")


class ShareForm(FlaskForm):
    recipient_url = StringField("Partner inbox URL", validators=[DataRequired(), URL()])
    note = TextAreaField("Note", validators=[Length(max=500)])


class AttachmentForm(FlaskForm):
    file = FileField("File", validators=[FileRequired(), FileAllowed(["pdf", "png", "jpg"])])
    label = StringField("Label", validators=[Length(max=120)])


class DerivedValueForm(FlaskForm):
    name = StringField("Name", validators=[DataRequired(), Length(max=40)])
    formula = StringField("Formula", validators=[DataRequired(), Length(max=200)])


class ReportForm(FlaskForm):
    title = StringField("Title", validators=[DataRequired(), Length(max=120)])
    footer = TextAreaField("Footer", validators=[Length(max=400)])
    printer = StringField("Printer", validators=[Optional(), Regexp(r"^[\w-]+$")])
