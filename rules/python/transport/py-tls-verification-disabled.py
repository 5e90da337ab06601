import httpx
import requests

VERIFY = True


def call_services(url: str):
    # ruleid: py-tls-verification-disabled
    a = requests.get(url, verify=False, timeout=5)
    # ruleid: py-tls-verification-disabled
    b = httpx.Client(verify=False)
    session = requests.Session()
    check = False
    # ruleid: py-tls-verification-disabled
    c = session.post(url, json={}, verify=check)
    # ok: py-tls-verification-disabled
    d = requests.get(url, verify=True, timeout=5)
    # ok: py-tls-verification-disabled
    e = requests.get(url, verify="/etc/ssl/certs/internal-ca.pem", timeout=5)
    # ok: py-tls-verification-disabled
    f = requests.get(url, timeout=5)
    # ok: py-tls-verification-disabled
    g = httpx.get(url, verify=VERIFY)
    return a, b, c, d, e, f, g
