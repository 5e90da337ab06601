import requests

GITLAB_TOKEN = "glpat-NyZlT31MSGBDMHOxlI1N"
HEADERS = {"Authorization": "token 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FH"}
