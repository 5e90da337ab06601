import os

from flask import current_app, g, request
from flask_restx import Namespace, Resource, reqparse
from werkzeug.datastructures import FileStorage
from werkzeug.utils import secure_filename

from ..auth import role_required, token_required
from ..services import audit_store, imports, inventory_service, printing

ns = Namespace("inventory", description="Warehouse stock")

list_args = reqparse.RequestParser()
list_args.add_argument("category", type=str, location="args")
list_args.add_argument("sort", type=str, default="name", location="args")

adjust_args = reqparse.RequestParser()
adjust_args.add_argument("delta", type=int, required=True, location="json")
adjust_args.add_argument("location", type=str, location="json")

upload_args = reqparse.RequestParser()
upload_args.add_argument("photo", type=FileStorage, location="files", required=True)


def _serialize(item):
    return {"sku": item.sku, "name": item.name, "quantity": item.quantity, "location": item.location}


@ns.route("/")
class ItemList(Resource):
    @token_required
    def get(self):
        args = list_args.parse_args()
        return [_serialize(i) for i in inventory_service.list_items(args["category"], args["sort"])]


@ns.route("/sorted")
class ItemListSorted(Resource):
    @token_required
    def get(self):
        return [_serialize(i) for i in inventory_service.list_items_sorted(request.args.get("by", "name"))]


@ns.route("/expiring")
class Expiring(Resource):
    @token_required
    def get(self):
        start = request.args.get("from")
        end = request.args.get("to")
        if start and end:
            return [list(row) for row in inventory_service.expiring_between(start, end)]
        days = request.args.get("days", 7, type=int)
        return [_serialize(i) for i in inventory_service.expiring_soon(days)]


@ns.route("/low")
class LowStock(Resource):
    @token_required
    def get(self):
        return [_serialize(i) for i in inventory_service.low_stock(request.args.get("below", "10"))]


@ns.route("/<string:sku>")
class ItemAdjust(Resource):
    @role_required("warehouse", "admin")
    def post(self, sku):
        args = adjust_args.parse_args()
        inventory_service.adjust_quantity(sku, args["delta"])
        if args["location"]:
            inventory_service.move_item(sku, args["location"])
        audit_store.record(g.user.username, "stock.adjust", {"sku": sku, "delta": args["delta"]})
        return {"sku": sku}


@ns.route("/<string:sku>/label")
class ItemLabel(Resource):
    @role_required("warehouse", "admin")
    def post(self, sku):
        printer = ns.payload.get("printer", current_app.config["LABEL_PRINTER"])
        out_path = os.path.join("/tmp", f"label-{secure_filename(sku)}.png")
        printing.barcode_png(sku, out_path)
        printing.print_label(printer, out_path)
        return {"queued": True}


@ns.route("/<string:sku>/label-safe")
class ItemLabelChecked(Resource):
    @role_required("warehouse", "admin")
    def post(self, sku):
        printer = ns.payload.get("printer", current_app.config["LABEL_PRINTER"])
        out_path = os.path.join("/tmp", f"label-{secure_filename(sku)}.png")
        printing.barcode_png_quoted(sku, out_path)
        printing.print_label_checked(printer, out_path)
        return {"queued": True}


@ns.route("/<string:sku>/photo")
class ItemPhoto(Resource):
    @role_required("warehouse", "admin")
    def post(self, sku):
        photo = upload_args.parse_args()["photo"]
        photo.save(os.path.join(current_app.config["EXPORT_DIR"], "photos", photo.filename))
        return {"sku": sku, "stored": photo.filename}


@ns.route("/<string:sku>/photo-safe")
class ItemPhotoChecked(Resource):
    @role_required("warehouse", "admin")
    def post(self, sku):
        photo = upload_args.parse_args()["photo"]
        name = secure_filename(photo.filename)
        photo.save(os.path.join(current_app.config["EXPORT_DIR"], "photos", name))
        return {"sku": sku, "stored": name}


@ns.route("/import/manifest")
class ManifestImport(Resource):
    @role_required("admin")
    def post(self):
        manifest = imports.load_manifest(request.get_data())
        return {"lines": len(manifest.get("items", []))}


@ns.route("/import/manifest-safe")
class ManifestImportChecked(Resource):
    @role_required("admin")
    def post(self):
        manifest = imports.load_manifest_checked(request.get_data())
        return {"lines": len(manifest.get("items", []))}


@ns.route("/import/pallet")
class PalletImport(Resource):
    @role_required("warehouse", "admin")
    def post(self):
        pallet = imports.load_pallet(request.data)
        return {"pallet": str(pallet)[:80]}


@ns.route("/import/pallet-json")
class PalletImportJson(Resource):
    @role_required("warehouse", "admin")
    def post(self):
        pallet = imports.load_pallet_json(request.data)
        return {"pallet": pallet.get("id")}


@ns.route("/import/delivery-note")
class DeliveryNote(Resource):
    @role_required("warehouse", "admin")
    def post(self):
        lines = imports.parse_delivery_note(request.get_data())
        return {"lines": lines}


@ns.route("/import/delivery-note-safe")
class DeliveryNoteChecked(Resource):
    @role_required("warehouse", "admin")
    def post(self):
        lines = imports.parse_delivery_note_checked(request.get_data())
        return {"lines": lines}


@ns.route("/import/supplier")
class SupplierFeed(Resource):
    @role_required("admin")
    def post(self):
        items = imports.parse_supplier_feed(request.files["feed"])
        return {"items": len(items)}


@ns.route("/import/supplier-safe")
class SupplierFeedChecked(Resource):
    @role_required("admin")
    def post(self):
        items = imports.parse_supplier_feed_defused(request.files["feed"].read())
        return {"items": len(items)}
