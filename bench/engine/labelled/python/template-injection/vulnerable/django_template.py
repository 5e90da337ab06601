from django.http import HttpResponse
from django.template import Context, Template


def preview(request):
    template = Template(request.POST["layout"])
    return HttpResponse(template.render(Context({"name": "Ada"})))
