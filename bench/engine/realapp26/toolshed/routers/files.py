import os
import shutil
from pathlib import Path
from typing import Annotated
from uuid import UUID, uuid4

from fastapi import APIRouter, BackgroundTasks, File, Form, HTTPException, UploadFile
from fastapi.responses import FileResponse

from .. import tasks
from ..config import get_settings
from ..deps import AdminUser, CurrentUser
from ..services import storage

router = APIRouter(prefix="/files", tags=["files"])
settings = get_settings()
IMAGE_TYPES = {".jpg", ".jpeg", ".png", ".webp"}


@router.post("/tools/{tool_id}/manual")
async def upload_manual(tool_id: UUID, admin: AdminUser, file: UploadFile = File(...)):
    data = await file.read()
    return {"path": storage.save_manual(tool_id, file.filename, data)}


@router.get("/manuals/{name}")
def get_manual(name: str):
    return FileResponse(storage.manual_path(name), media_type="application/pdf")


@router.get("/uploads/{member_id}/{name}")
def get_upload(member_id: int, name: str):
    return FileResponse(os.path.join(settings.upload_dir, str(member_id), name))


@router.delete("/uploads/{name}")
def delete_upload(user: CurrentUser, name: str):
    storage.delete_upload(user.id, name)
    return {"deleted": True}


@router.get("/exports")
def get_export(admin: AdminUser, file: str):
    try:
        return FileResponse(storage.export_path(file))
    except ValueError:
        raise HTTPException(404, "no such export")


@router.post("/avatar")
async def upload_avatar(user: CurrentUser, avatar: UploadFile):
    target = Path(settings.upload_dir) / str(user.id) / avatar.filename
    with open(target, "wb") as out:
        shutil.copyfileobj(avatar.file, out)
    return {"saved": True}


@router.post("/photos")
async def upload_photo(user: CurrentUser, background_tasks: BackgroundTasks, photo: UploadFile,
                       size: Annotated[str, Form()] = "640x480"):
    suffix = Path(photo.filename or "").suffix.lower()
    if suffix not in IMAGE_TYPES:
        raise HTTPException(415, "images only")
    path = os.path.join(settings.upload_dir, "photos", f"{uuid4().hex}{suffix}")
    with open(path, "wb") as out:
        out.write(await photo.read())
    background_tasks.add_task(tasks.make_thumbnail, path, size)
    return {"saved": True}
