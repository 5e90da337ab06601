import os
from pathlib import Path
from uuid import UUID

from ..config import get_settings


def manual_path(name: str) -> str:
    return os.path.join(get_settings().manual_dir, os.path.basename(name))


def save_manual(tool_id: UUID, filename: str, data: bytes) -> str:
    path = os.path.join(get_settings().manual_dir, f"{tool_id}-{filename}")
    with open(path, "wb") as fh:
        fh.write(data)
    return path


def export_path(name: str) -> Path:
    root = Path(get_settings().export_dir).resolve()
    candidate = (root / name).resolve()
    if not candidate.is_relative_to(root):
        raise ValueError("outside the export directory")
    return candidate


def read_export(name: str) -> bytes:
    with open(export_path(name), "rb") as fh:
        return fh.read()


def delete_upload(member_id: int, name: str) -> None:
    os.remove(f"{get_settings().upload_dir}/{member_id}/{name}")
