import ssl
import urllib.request


def open_url(url):
    # ruleid: py-ssl-unverified-context
    ctx = ssl._create_unverified_context()
    # ruleid: py-ssl-unverified-context
    legacy = ssl._create_stdlib_context(cert_reqs=ssl.CERT_NONE)
    # ok: py-ssl-unverified-context
    stdlib = ssl._create_stdlib_context(cert_reqs=ssl.CERT_REQUIRED)
    # ok: py-ssl-unverified-context
    good = ssl.create_default_context()
    # ok: py-ssl-unverified-context
    pinned = ssl.create_default_context(cafile="/etc/ssl/internal-ca.pem")
    return urllib.request.urlopen(url, context=ctx), legacy, stdlib, good, pinned
