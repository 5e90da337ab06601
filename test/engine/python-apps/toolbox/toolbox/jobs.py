import subprocess


def resize(path: str, size: str) -> None:
    subprocess.run(f"convert {path} -resize {size} {path}.small.png", shell=True, check=True)  # expect: py-command-injection
