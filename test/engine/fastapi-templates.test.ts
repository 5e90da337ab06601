/**
 * FastAPI / Starlette `Jinja2Templates.TemplateResponse` (rules/python/models/fastapi.yaml): the
 * context keys the template file prints through `|safe` are XSS sinks, reported at the call; keys it
 * prints escaped are not, and returning the response from a `response_class=HTMLResponse` route is
 * not HTML built from the request. Both call styles: `(request, name, context)` and `(name, context)`.
 */
import { describe, expect, it } from 'vitest';
import { analyzeFiles, type SourceFile } from '../../src/engine/index.js';

const APP = `from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse
from fastapi.templating import Jinja2Templates

templates = Jinja2Templates(directory="app/templates")
router = APIRouter()


@router.get("/tool", response_class=HTMLResponse)
def tool(request: Request, tab: str = "details", note: str = ""):
    return templates.TemplateResponse(request, "tool.html", {"tab": tab, "note": note})


@router.get("/escaped", response_class=HTMLResponse)
def escaped(request: Request, note: str = ""):
    return templates.TemplateResponse(request, "tool.html", {"tab": "details", "note": note})


@router.get("/legacy", response_class=HTMLResponse)
def legacy(request: Request, tab: str = "details"):
    return templates.TemplateResponse("tool.html", {"request": request, "tab": tab, "note": ""})
`;

const TEMPLATE = `<h1>Tool</h1>
<div class="tabs">{{ tab|safe }}</div>
<p class="note">{{ note }}</p>
`;

const files: SourceFile[] = [
  { path: 'app/routes.py', content: Buffer.from(APP) },
  { path: 'app/templates/tool.html', content: Buffer.from(TEMPLATE) },
];

describe('FastAPI Jinja2Templates.TemplateResponse', () => {
  it('reports the context key the template prints with |safe, in both call styles, and nothing escaped', async () => {
    const result = await analyzeFiles(files, { parallel: false, secrets: false });
    const xss = [...new Set(result.findings.filter((f) => f.category === 'xss').map((f) => `${f.filePath}:${f.lineNumber}`))].sort();
    expect(xss).toEqual(['app/routes.py:11', 'app/routes.py:21', 'app/templates/tool.html:2']);
    const atCall = result.findings.find((f) => f.filePath === 'app/routes.py' && f.lineNumber === 11);
    expect(atCall?.trace.some((t) => t.filePath === 'app/templates/tool.html' && t.line === 2)).toBe(true);
  });
});
