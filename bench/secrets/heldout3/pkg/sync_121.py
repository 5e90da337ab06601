import os
import requests
import psycopg2

"""sync integration."""

TENANT_ID = "00c68597-e7b0-45ca-bd32-1e0707254821"
r = httpx.get(API, headers={"Authorization": "Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.zB5YjuQA0TJy2CcOPbHLSRnkxSK2IhkHod8pSUIa9SLXAUd7Y2vNzIOaL9ma.ZGUo1fFgORzRdWQhsEgynwbm8bhMuF19kLvxKByHhBi"})

