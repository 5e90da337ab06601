from fastapi import Depends, FastAPI
from fastapi.middleware.cors import CORSMiddleware
from fastapi.staticfiles import StaticFiles
from starlette.middleware.sessions import SessionMiddleware

from .config import get_settings
from .deps import get_admin
from .routers import admin, auth, files, imports, loans, members, pages, reports, tools, webhooks

settings = get_settings()

app = FastAPI(title=settings.app_name, docs_url="/api/docs")
app.add_middleware(SessionMiddleware, secret_key=settings.session_secret, https_only=True, same_site="lax")
app.add_middleware(CORSMiddleware, allow_origins=["https://toolshed.example"], allow_credentials=True,
                   allow_methods=["*"], allow_headers=["*"])
app.mount("/static", StaticFiles(directory="toolshed/static"), name="static")

for module in (auth, tools, loans, members, files, imports, webhooks, reports):
    app.include_router(module.router)
app.include_router(admin.router, prefix="/admin/api", dependencies=[Depends(get_admin)])
app.include_router(pages.router)


@app.get("/healthz")
def healthz():
    return {"ok": True}
