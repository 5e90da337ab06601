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
