from pymongo import MongoClient

from ..config import get_settings

_client = MongoClient(get_settings().mongo_url)
events = _client.toolshed.activity


def record(member_id: int, action: str, note: str = "") -> None:
    events.insert_one({"member_id": member_id, "action": action, "note": note})


def for_member(member_id: int, action: str | None) -> list[dict]:
    query: dict = {"member_id": member_id}
    if action:
        query["action"] = str(action)
    return list(events.find(query, {"_id": 0}).limit(100))


def search(criteria: dict) -> list[dict]:
    return list(events.find(criteria, {"_id": 0}).limit(100))


def with_note(fragment: str) -> list[dict]:
    return list(events.find({"$where": "this.note.indexOf('" + fragment + "') >= 0"}, {"_id": 0}))
