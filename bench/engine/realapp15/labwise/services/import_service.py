import base64
import pickle

import yaml

from ..repositories import result_repo
from ..utils.xmlimport import observations, parse_analyser_export, parse_order_message


def import_analyser_file(patient_id, data):
    root = parse_analyser_export(data)
    return [result_repo.add_result(patient_id, obs) for obs in observations(root)]


def import_order(data):
    root = parse_order_message(data)
    return root.findtext("orderNumber")


def load_panel_definition(raw):
    return yaml.unsafe_load(raw)


def load_reference_table(raw):
    return yaml.load(raw, Loader=yaml.CSafeLoader)


def restore_saved_view(blob):
    return pickle.loads(base64.b64decode(blob))
