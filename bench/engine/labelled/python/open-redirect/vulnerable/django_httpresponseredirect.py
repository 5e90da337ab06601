from django.http import HttpResponseRedirect


def after_payment(request):
    return HttpResponseRedirect(request.META.get("HTTP_REFERER", "/"))
