"""Imports: bank statements (XML) and CSV exports from other expense tools."""
import csv
import io

import requests

from ..utils import xmlimport


def import_statement(upload):
    root = xmlimport.parse_statement(upload.read())
    return xmlimport.entries(root)


def import_legacy(upload):
    root = xmlimport.parse_legacy_export(upload.read())
    return [el.attrib for el in root.iter("entry")]


def lookup(upload, reference):
    root = xmlimport.parse_statement(upload.read())
    return xmlimport.find_by_reference(root, reference)


def lookup_account(upload, account):
    root = xmlimport.parse_statement(upload.read())
    return xmlimport.find_by_account(root, account)


def import_csv_from_partner(url):
    response = requests.get(url, timeout=15, verify=False)
    return list(csv.DictReader(io.StringIO(response.text)))


def import_csv_from_bank(token):
    response = requests.get("https://export.banklink.example/v2/transactions.csv",
                            headers={"Authorization": f"Bearer {token}"}, timeout=15)
    return list(csv.DictReader(io.StringIO(response.text)))
