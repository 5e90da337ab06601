# Helpers of a Django project that take other objects: `.data`, `.headers` and `.user` are not
# read like a request, so their parameters are not typed as one.
import subprocess

from django.http import HttpResponse


def render_summary(serializer):
    return HttpResponse("<p>" + serializer.data["title"] + "</p>")


def archive(upload_result):
    subprocess.run("tar czf out.tgz " + upload_result.headers["name"], shell=True)


def owner_page(profile):
    return HttpResponse("<p>" + profile.user.username + "</p>")
