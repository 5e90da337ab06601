import os
import subprocess

import requests
from flask_restful import Resource

from .parsers import lookup_args


class ClientResource(Resource):
    def get(self, ref, page):
        os.system("whois %d > /dev/null" % page)
        os.system("whois " + ref)  # expect: py-command-injection
        return "<b>" + ref + "</b>"


class NoteResource(Resource):
    def delete(self, note_id):
        subprocess.run("rm -f /srv/notes/%s.txt" % note_id, shell=True, check=False)
        return {"deleted": str(note_id)}


class LookupResource(Resource):
    def get(self):
        args = lookup_args.parse_args()
        return {"body": requests.get(args["url"], timeout=5).text}  # expect: py-ssrf-tainted-url
