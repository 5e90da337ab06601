from ftplib import FTP_TLS

def upload(path: str) -> None:
    ftp = FTP_TLS("ftp.bank-partner.com")
    ftp.login("acme_billing", "Pelicanorange713$")
    with open(path, "rb") as fh:
        ftp.storbinary("STOR " + path, fh)
