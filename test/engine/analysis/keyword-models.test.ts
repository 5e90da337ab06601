import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../../src/engine/index.js';

const views = [
  'from flask import Blueprint, request, render_template_string',
  'from .models import Draft, Plain',
  'bp = Blueprint("r", __name__)',
  '@bp.route("/preview", methods=["POST"])',
  'def preview():',
  '    draft = Draft(name="x", body=request.form["body"])',
  '    return render_template_string(draft.body)',
  '@bp.route("/named", methods=["POST"])',
  'def named():',
  '    draft = Draft(name=request.form["name"], body="<p>{{ n }}</p>")',
  '    return render_template_string(draft.body, n=draft.name)',
  '@bp.route("/plain", methods=["POST"])',
  'def plain():',
  '    p = Plain(body=request.form["body"])',
  '    return render_template_string(p.body)',
  '',
].join('\n');

async function lines(models: string): Promise<number[]> {
  const files = [
    { path: 'app/extensions.py', content: 'from flask_sqlalchemy import SQLAlchemy\n\ndb = SQLAlchemy()\n' },
    { path: 'app/models.py', content: models },
    { path: 'app/views.py', content: views },
  ];
  const r = await analyzeFiles(files, { parallel: false, secrets: false });
  return r.findings.filter((f) => f.ruleId === 'py-template-injection' && f.filePath === 'app/views.py').map((f) => f.lineNumber).sort((a, b) => a - b);
}

describe('analysis/keyword-models', () => {
  it('a Flask-SQLAlchemy model (also through a base class of the tree) keeps the keywords it was built with', async () => {
    const models = [
      'from .extensions import db',
      'class Base(db.Model):',
      '    __abstract__ = True',
      '    id = db.Column(db.Integer, primary_key=True)',
      'class Draft(Base):',
      '    name = db.Column(db.String(80))',
      '    body = db.Column(db.Text)',
      'class Plain:',
      '    body = "<p>fixed</p>"',
      '',
    ].join('\n');
    // Line 7 renders the request's template; line 11 renders a constant one (the name is only a variable).
    // `Plain` is no model: its constructor takes no keywords and `body` stays the class's constant.
    expect(await lines(models)).toEqual([7]);
  });

  it('a SQLAlchemy DeclarativeBase model and a Django model keep their keywords too', async () => {
    const sqlalchemy = [
      'from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column',
      'class Base(DeclarativeBase):',
      '    pass',
      'class Draft(Base):',
      '    __tablename__ = "drafts"',
      '    name: Mapped[str] = mapped_column()',
      '    body: Mapped[str] = mapped_column()',
      'class Plain:',
      '    body = "<p>fixed</p>"',
      '',
    ].join('\n');
    expect(await lines(sqlalchemy)).toEqual([7]);
    const django = ['from django.db import models', 'class Draft(models.Model):', '    name = models.CharField(max_length=80)', '    body = models.TextField()', 'class Plain:', '    body = "<p>fixed</p>"', ''].join('\n');
    expect(await lines(django)).toEqual([7]);
  });

  it('a class on a base that is not a declarative model does not take keywords as attributes', async () => {
    const models = ['class Model:\n    pass', 'class Draft(Model):', '    body = "<p>fixed</p>"', 'class Plain:', '    body = "<p>fixed</p>"', ''].join('\n');
    expect(await lines(models)).toEqual([]);
  });
});
