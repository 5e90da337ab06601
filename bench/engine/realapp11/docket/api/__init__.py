from .billing import ClientInvoicesResource, MatterInvoicesResource
from .imports import ChecklistImportResource, DraftResource, MatterTemplateResource, RulesResource
from .integrations import CourtRecordResource, LinkPreviewResource, WebhookTestResource
from .fees import FeeEstimateResource, RateTableResource


def register_resources(api):
    api.add_resource(ClientInvoicesResource, "/clients/<client_ref>/invoices")
    api.add_resource(MatterInvoicesResource, "/invoices")
    api.add_resource(MatterTemplateResource, "/imports/matter-template")
    api.add_resource(ChecklistImportResource, "/imports/checklist")
    api.add_resource(DraftResource, "/drafts/current")
    api.add_resource(RulesResource, "/rules/compiled")
    api.add_resource(CourtRecordResource, "/court/<int:docket_number>")
    api.add_resource(LinkPreviewResource, "/previews")
    api.add_resource(WebhookTestResource, "/webhooks/test")
    api.add_resource(FeeEstimateResource, "/fees/estimate")
    api.add_resource(RateTableResource, "/fees/rates")
