"""Helpers around ImageMagick and ffprobe for posters and trailers."""
import os
import shlex
import subprocess

from django.conf import settings


def trailer_duration(name):
    path = os.path.join(settings.MEDIA_ROOT, "trailers", name)
    out = subprocess.check_output("ffprobe -v error -show_entries format=duration -of csv=p=0 " + path, shell=True)
    return float(out)


def poster_dimensions(name):
    path = os.path.join(settings.MEDIA_ROOT, "posters", os.path.basename(name))
    out = subprocess.check_output(["identify", "-format", "%w %h", path], text=True)
    return tuple(int(n) for n in out.split())


def poster_thumbnail(name):
    source = os.path.join(settings.MEDIA_ROOT, "posters", name)
    subprocess.run("convert %s -thumbnail 240x240 %s.thumb.jpg" % (shlex.quote(source), shlex.quote(source)),
                   shell=True, check=True)
