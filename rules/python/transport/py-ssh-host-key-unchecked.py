import paramiko
from paramiko.client import WarningPolicy


def connect(host: str, user: str, key_file: str):
    client = paramiko.SSHClient()
    # ruleid: py-ssh-host-key-unchecked
    client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
    # ruleid: py-ssh-host-key-unchecked
    client.set_missing_host_key_policy(WarningPolicy())
    client.load_system_host_keys()
    # ok: py-ssh-host-key-unchecked
    client.set_missing_host_key_policy(paramiko.RejectPolicy())
    client.connect(host, username=user, key_filename=key_file)
    return client
