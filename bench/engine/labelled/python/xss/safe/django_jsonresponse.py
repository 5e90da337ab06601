from django.http import JsonResponse


def profile(request):
    return JsonResponse({"signature": request.POST["signature"]})
