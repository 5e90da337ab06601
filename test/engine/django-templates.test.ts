/**
 * Django `render(request, name, context)` and `render_to_string(name, context)`
 * (rules/python/models/django.yaml): the Django template language autoescapes every variable, so
 * only the context keys the template prints through `|safe` or inside `{% autoescape off %}` are
 * XSS sinks, reported at the call; keys it prints escaped, or with `|escape` inside the block, are not.
 */
import { describe, expect, it } from 'vitest';
import { analyzeFiles, type SourceFile } from '../../src/engine/index.js';

const VIEWS = `from django.shortcuts import render
from django.template.loader import render_to_string
from django.http import HttpResponse


def show(request):
    tab = request.GET.get("tab", "about")
    return render(request, "shows/detail.html", {"tab": tab, "title": request.GET.get("t", "")})


def notes(request):
    note = request.GET.get("note", "")
    return HttpResponse(render_to_string("shows/notes.html", {"note": note, "quiet": note}))


def constant(request):
    return render(request, "shows/detail.html", {"tab": "about", "title": request.GET.get("t", "")})
`;

const DETAIL = `{% extends "base.html" %}
{% block content %}
<h1>{{ title }}</h1>
<div class="tabs">{{ tab|safe }}</div>
{% endblock %}
`;

const NOTES = `{% autoescape off %}
<p>{{ note }}</p>
<p>{{ quiet|escape }}</p>
{% endautoescape %}
`;

const files: SourceFile[] = [
  { path: 'shows/views.py', content: Buffer.from(VIEWS) },
  { path: 'shows/templates/shows/detail.html', content: Buffer.from(DETAIL) },
  { path: 'templates/shows/notes.html', content: Buffer.from(NOTES) },
];

describe('Django templates rendered by render() and render_to_string()', () => {
  it('reports the keys printed with |safe or inside autoescape off, and nothing escaped', async () => {
    const result = await analyzeFiles(files, { parallel: false, secrets: false });
    const xss = [...new Set(result.findings.filter((f) => f.category === 'xss').map((f) => `${f.filePath}:${f.lineNumber}`))].sort();
    expect(xss).toEqual(['shows/templates/shows/detail.html:4', 'shows/views.py:8', 'shows/views.py:13', 'templates/shows/notes.html:2'].sort());
    const atCall = result.findings.find((f) => f.filePath === 'shows/views.py' && f.lineNumber === 13);
    expect(atCall?.trace.some((t) => t.filePath === 'templates/shows/notes.html' && t.line === 2)).toBe(true);
  });
});

/**
 * Class-based views: a TemplateView / DetailView / ListView renders the template its class (or a
 * base class of the tree) names in `template_name` with the mapping `get_context_data` returns.
 * Keys of that mapping the template prints raw are reported at the `return` and the template line.
 */
const CLASS_VIEWS = `from django.views.generic import DetailView, TemplateView

from .models import Show


class PageView(TemplateView):
    template_name = "shows/page.html"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        context["tab"] = self.request.GET.get("tab", "about")
        context["title"] = self.request.GET.get("title", "")
        return context


class QuietPageView(TemplateView):
    template_name = "shows/page.html"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        context["tab"] = "about"
        context["title"] = self.request.GET.get("title", "")
        return context


class BaseShowView(DetailView):
    model = Show
    template_name = "shows/show.html"


class ShowView(BaseShowView):
    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        context["ref"] = self.request.GET.get("ref", "")
        return context


class NamelessView(TemplateView):
    def get_context_data(self, **kwargs):
        return {"tab": self.request.GET.get("tab", "")}
`;

const PAGE = `<h1>{{ title }}</h1>
<div>{{ tab|safe }}</div>
`;

const SHOW = `{% autoescape off %}<p>{{ ref }}</p>{% endautoescape %}
`;

describe('Django class-based views rendering template_name with get_context_data', () => {
  it('reports the context keys the named template prints raw, through a base class too', async () => {
    const result = await analyzeFiles(
      [
        { path: 'shows/views.py', content: Buffer.from(CLASS_VIEWS) },
        { path: 'shows/models.py', content: Buffer.from('from django.db import models\n\n\nclass Show(models.Model):\n    title = models.CharField(max_length=80)\n') },
        { path: 'shows/templates/shows/page.html', content: Buffer.from(PAGE) },
        { path: 'shows/templates/shows/show.html', content: Buffer.from(SHOW) },
      ],
      { parallel: false, secrets: false },
    );
    const xss = [...new Set(result.findings.filter((f) => f.category === 'xss').map((f) => `${f.filePath}:${f.lineNumber}`))].sort();
    // PageView's return (13) and ShowView's (35); QuietPageView prints only an escaped title; NamelessView names no template.
    expect(xss).toEqual(['shows/templates/shows/page.html:2', 'shows/templates/shows/show.html:1', 'shows/views.py:13', 'shows/views.py:35'].sort());
  });
});
