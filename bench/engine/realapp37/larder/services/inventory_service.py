import datetime

from peewee import SQL

from ..extensions import db
from ..models import InventoryItem

SORTABLE = ("name", "category", "quantity", "best_before", "location")


def list_items(category=None, sort="name"):
    query = InventoryItem.select()
    if category:
        query = query.where(InventoryItem.category == category)
    if sort not in SORTABLE:
        sort = "name"
    return list(query.order_by(SQL(sort)))


def list_items_sorted(sort):
    return list(InventoryItem.select().order_by(SQL(sort + " ASC")))


def adjust_quantity(sku, delta):
    db.execute_sql(
        "UPDATE inventoryitem SET quantity = quantity + %s WHERE sku = %s",
        (int(delta), sku),
    )


def move_item(sku, location):
    db.execute_sql(f"UPDATE inventoryitem SET location = '{location}' WHERE sku = '{sku}'")


def expiring_between(start, end):
    cursor = db.execute_sql(
        "SELECT sku, name, best_before FROM inventoryitem WHERE best_before BETWEEN '"
        + start
        + "' AND '"
        + end
        + "' ORDER BY best_before"
    )
    return cursor.fetchall()


def expiring_soon(days):
    limit = datetime.date.today() + datetime.timedelta(days=int(days))
    return list(
        InventoryItem.select()
        .where(InventoryItem.best_before <= limit)
        .order_by(InventoryItem.best_before)
    )


def item_by_sku(sku):
    return InventoryItem.get_or_none(InventoryItem.sku == sku)


def low_stock(threshold):
    return list(InventoryItem.raw("SELECT * FROM inventoryitem WHERE quantity < %d" % int(threshold)))


def count_by_category():
    cursor = db.execute_sql(
        "SELECT category, sum(quantity) FROM inventoryitem GROUP BY category ORDER BY category"
    )
    return dict(cursor.fetchall())
