import random
from html import escape
from uuid import UUID

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import HTMLResponse
from markupsafe import Markup
from sqlalchemy import select

from ..config import get_settings
from ..deps import AdminUser, DbSession, KioskMember
from ..models import Member, Tool
from ..services import tool_service
from ..templating import templates
from ..utils.html import deposit_label, search_summary

router = APIRouter(include_in_schema=False)


@router.get("/", response_class=HTMLResponse, name="home")
def home(request: Request, db: DbSession):
    featured = list(db.scalars(select(Tool).limit(12)))
    random.shuffle(featured)
    return templates.TemplateResponse(request, "home.html", {"featured": featured[:6]})


@router.get("/search", response_class=HTMLResponse)
def search_page(request: Request, db: DbSession, q: str = ""):
    tools = tool_service.search_by_name(db, q)
    return templates.TemplateResponse(request, "tools/search.html",
                                      {"q": q, "tools": tools, "summary": search_summary(q, len(tools))})


@router.get("/tools/{tool_id}", response_class=HTMLResponse)
def tool_page(request: Request, db: DbSession, tool_id: UUID, tab: str = "details"):
    tool = db.get(Tool, tool_id)
    if tool is None:
        raise HTTPException(404)
    return templates.TemplateResponse(request, "tools/detail.html",
                                      {"tool": tool, "tab": tab, "deposit": deposit_label(tool.deposit)})


@router.get("/members/{member_id}", response_class=HTMLResponse)
def member_page(request: Request, db: DbSession, member_id: int):
    member = db.get(Member, member_id)
    if member is None:
        raise HTTPException(404)
    return templates.TemplateResponse(request, "members/profile.html", {"member": member})


@router.get("/login", response_class=HTMLResponse)
def login_page(request: Request, next: str = "/", failed: int = 0):
    return templates.TemplateResponse(request, "auth/login.html", {"next": next, "failed": bool(failed)})


@router.get("/hello", response_class=HTMLResponse)
def hello(name: str = "neighbour"):
    return f"<h1>Hello, {name}!</h1>"


@router.get("/hello-escaped")
def hello_escaped(name: str = "neighbour"):
    return HTMLResponse(f"<h1>Hello, {escape(name)}!</h1>")


@router.get("/error")
def error_page(msg: str):
    return HTMLResponse(content="<div class='error'>" + msg + "</div>", status_code=400)


@router.get("/borrowed/{tool_id}")
def borrowed_count(tool_id: UUID, times: int):
    return HTMLResponse(f"<p>Tool {tool_id} has been borrowed {times} times</p>")


@router.get("/kiosk", response_class=HTMLResponse)
def kiosk(request: Request, member: KioskMember, greeting: str = "Welcome"):
    banner = Markup("<h2>{}, {}</h2>").format(greeting, member.display_name)
    return templates.TemplateResponse(request, "kiosk.html", {"banner": banner, "member": member})


@router.get("/admin", response_class=HTMLResponse)
def admin_dashboard(request: Request, admin: AdminUser, notice: str = ""):
    return templates.TemplateResponse(request, "admin/dashboard.html",
                                      {"announcement": Markup(get_settings().announcement), "notice": notice,
                                       "flash": Markup("<em>%s</em>") % notice})
