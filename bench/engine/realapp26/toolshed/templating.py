from fastapi.templating import Jinja2Templates

from .utils.html import highlight, nl2br, status_badge

templates = Jinja2Templates(directory="toolshed/templates")
templates.env.filters["nl2br"] = nl2br
templates.env.filters["badge"] = status_badge
templates.env.globals["highlight"] = highlight
