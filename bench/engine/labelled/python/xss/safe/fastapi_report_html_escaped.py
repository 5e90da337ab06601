import html as htmllib

from fastapi import APIRouter
from fastapi.responses import HTMLResponse

router = APIRouter(prefix="/reports")


def build_page(title: str, body: str) -> str:
    return "<html><head><title>" + htmllib.escape(title) + "</title></head><body>" + body + "</body></html>"


@router.get("/preview", response_class=HTMLResponse)
async def preview(title: str, note: str = ""):
    html = build_page(title, "<p>" + htmllib.escape(note) + "</p>")
    return HTMLResponse(content=html, status_code=200)
