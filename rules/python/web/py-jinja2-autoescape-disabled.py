import jinja2
from jinja2 import Environment, FileSystemLoader, select_autoescape

loader = FileSystemLoader("templates")

# ruleid: py-jinja2-autoescape-disabled
pages = Environment(loader=loader)
# ruleid: py-jinja2-autoescape-disabled
legacy = jinja2.Environment(loader=loader, autoescape=False)
# ruleid: py-jinja2-autoescape-disabled
snippet = jinja2.Template("<p>{{ comment }}</p>")
# ok: py-jinja2-autoescape-disabled
safe = Environment(loader=loader, autoescape=select_autoescape(["html", "xml"]))
# ok: py-jinja2-autoescape-disabled
strict = jinja2.Environment(loader=loader, autoescape=True)
html_output = True
# ok: py-jinja2-autoescape-disabled
configured = Environment(loader=loader, autoescape=html_output)
# ok: py-jinja2-autoescape-disabled
escaped_snippet = jinja2.Template("<p>{{ comment }}</p>", autoescape=True)
# ok: py-jinja2-autoescape-disabled
greeting = jinja2.Template("Dear {{ name }}, thank you for your donation!")
