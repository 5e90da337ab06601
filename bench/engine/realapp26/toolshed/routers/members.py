from fastapi import APIRouter, BackgroundTasks, Request

from .. import tasks
from ..deps import AdminUser, CurrentUser, DbSession
from ..schemas import ProfileUpdate
from ..services import activity, directory, legacy_db

router = APIRouter(prefix="/api/members", tags=["members"])


@router.get("/me")
def me(user: CurrentUser):
    return {"id": user.id, "email": user.email, "display_name": user.display_name, "bio": user.bio}


@router.patch("/me")
def update_me(db: DbSession, user: CurrentUser, body: ProfileUpdate, background_tasks: BackgroundTasks):
    user.display_name = body.display_name
    user.bio = body.bio
    user.website = str(body.website) if body.website else None
    db.commit()
    if user.website:
        background_tasks.add_task(tasks.refresh_favicon, user.website)
    return {"ok": True}


@router.get("/history")
def history(admin: AdminUser, email: str):
    return legacy_db.member_history(email)


@router.get("/directory")
def directory_search(admin: AdminUser, name: str):
    return directory.search_people(name)


@router.get("/directory/{uid}")
def directory_entry(admin: AdminUser, uid: str):
    return directory.find_by_uid(uid)


@router.get("/activity")
def my_activity(user: CurrentUser, action: str | None = None):
    return activity.for_member(user.id, action)


@router.post("/activity/search")
async def activity_search(admin: AdminUser, request: Request):
    criteria = await request.json()
    return activity.search(criteria)


@router.get("/activity/notes")
def activity_notes(admin: AdminUser, q: str):
    return activity.with_note(q)
