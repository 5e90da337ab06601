from django.http import HttpResponse
from django.template import Context, Template

LAYOUT = Template("<p>{{ layout }}</p>")


def preview(request):
    return HttpResponse(LAYOUT.render(Context({"layout": request.POST["layout"]})))
