import datetime

from bson import ObjectId

from ..extensions import audit_collection

KNOWN_ACTIONS = ("donor.create", "donor.update", "pickup.book", "pickup.cancel", "stock.adjust", "shift.checkin")


def record(actor, action, details):
    audit_collection().insert_one(
        {
            "actor": actor,
            "action": action,
            "details": details,
            "at": datetime.datetime.utcnow(),
        }
    )


def entries_by_actor(actor):
    return list(audit_collection().find({"actor": str(actor)}).sort("at", -1).limit(200))


def entries_matching(expression):
    return list(audit_collection().find({"$where": "this.details.note == '" + expression + "'"}))


def entries_filtered(filters):
    return list(audit_collection().find(filters).limit(500))


def entries_for_actions(actions):
    wanted = [a for a in actions if a in KNOWN_ACTIONS]
    return list(audit_collection().find({"action": {"$in": wanted}}).limit(500))


def entry(entry_id):
    return audit_collection().find_one({"_id": ObjectId(entry_id)})


def purge_actor(actor):
    return audit_collection().delete_many({"actor": actor}).deleted_count


def purge_before(days):
    cutoff = datetime.datetime.utcnow() - datetime.timedelta(days=int(days))
    return audit_collection().delete_many({"at": {"$lt": cutoff}}).deleted_count
