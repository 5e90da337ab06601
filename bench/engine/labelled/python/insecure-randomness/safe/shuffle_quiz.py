import random
from django.http import JsonResponse
from .models import Question


def quiz(request):
    questions = list(Question.objects.values_list("text", flat=True))
    random.shuffle(questions)
    return JsonResponse({"questions": questions[:10]})
