from django.http import JsonResponse
from .models import Book


def books_by_author(request):
    author = request.GET.get("author")
    books = Book.objects.raw("SELECT * FROM library_book WHERE author = '%s'" % author)
    return JsonResponse({"titles": [b.title for b in books]})
