/**
 * JSP pages (src/engine/lower/jsp/, analysis/template-jsp.ts): a page is analysed as the servlet
 * Java it stands for, so request data it prints itself (`<%= request.getParameter("q") %>`,
 * `${param.q}`) is XSS at the page's own line and column; a servlet that sets request attributes
 * and forwards to a page with a constant path hands them to what the page prints unescaped.
 * Each case has safe look-alikes: `<c:out>`, `fn:escapeXml`, numbers and booleans, a plain-text
 * page, literal `\${…}`, an attribute the page escapes or does not print.
 */
import { describe, expect, it } from 'vitest';
import { notFullyAnalysedPaths } from '../../src/engine/diagnostics.js';
import { analyzeFiles, type ScanResult } from '../../src/engine/index.js';
import { translateJsp } from '../../src/engine/lower/jsp/translate.js';

async function scan(files: Record<string, string>): Promise<ScanResult> {
  return analyzeFiles(Object.entries(files).map(([path, content]) => ({ path, content })), { parallel: false, secrets: false });
}

const at = (r: ScanResult, category: string, file: string) =>
  r.findings.filter((f) => f.category === category && f.filePath === file).map((f) => f.lineNumber).sort((a, b) => a - b);

const SEARCH_JSP = [
  '<%@ page contentType="text/html;charset=UTF-8" import="java.util.List" %>', // 1
  '<%@ taglib prefix="c" uri="jakarta.tags.core" %>', // 2
  '<%@ taglib prefix="fn" uri="jakarta.tags.functions" %>', // 3
  '<h2>Results for <%= request.getParameter("q") %></h2>', // 4 vulnerable
  '<p>Sorted by ${param.sort}</p>', // 5 vulnerable
  '<input name="q" value="${fn:escapeXml(param.q)}">', // 6 safe
  '<p><c:out value="${param.author}"/></p>', // 7 safe
  '<p><c:out value="${param.shelf}" escapeXml="false"/></p>', // 8 vulnerable
  '<p>${fn:length(param.q)} characters, ${empty param.q}</p>', // 9 safe
  '<p>${not empty param.from ? param.from : "start"}</p>', // 10 vulnerable
  '<c:set var="page" value="${param.page}"/>', // 11
  '<p>Page ${page}</p>', // 12 vulnerable
  '<p>Literal \\${param.q}</p>', // 13 safe
  '<% String who = request.getParameter("who");', // 14
  '   if (who == null) { who = "guest"; } %>', // 15
  '<p>Hello <%= who %></p>', // 16 vulnerable
  '<p>Hello <%= org.apache.commons.text.StringEscapeUtils.escapeHtml4(who) %></p>', // 17 safe
  '<c:if test="${param.debug == \'on\'}"><p>debug</p></c:if>', // 18 safe
  '<p>${header["User-Agent"]}</p>', // 19 vulnerable
].join('\n');

describe('a JSP page analysed as its servlet Java', () => {
  it('reports what the page prints of request data raw, at the page line, and not what it escapes', async () => {
    const r = await scan({ 'web/search.jsp': SEARCH_JSP });
    expect(at(r, 'xss', 'web/search.jsp')).toEqual([4, 5, 8, 10, 12, 16, 19]);
  });

  it('puts the finding on the page text: its column and snippet are the expression as written', async () => {
    const r = await scan({ 'web/search.jsp': SEARCH_JSP });
    const sorted = r.findings.find((f) => f.lineNumber === 5)!;
    expect(sorted.column).toBe(14);
    expect(sorted.codeSnippet).toBe('${param.sort}');
    const scriptlet = r.findings.find((f) => f.lineNumber === 4)!;
    expect(scriptlet.codeSnippet).toContain('request.getParameter("q")');
  });

  it('a page declared as plain text prints no HTML', async () => {
    const page = '<%@ page contentType="text/plain" %>\nYou searched for ${param.q} and <%= request.getParameter("q") %>\n';
    const r = await scan({ 'web/export.jsp': page });
    expect(at(r, 'xss', 'web/export.jsp')).toEqual([]);
  });

  it('JSTL tags with request data in their URL redirect and fetch', async () => {
    const page = [
      '<%@ taglib prefix="c" uri="http://java.sun.com/jsp/jstl/core" %>',
      '<c:import url="${param.feed}"/>',
      '<c:redirect url="${param.next}"/>',
      '<c:redirect url="/home"/>',
    ].join('\n');
    const r = await scan({ 'web/go.jsp': page });
    expect(at(r, 'ssrf', 'web/go.jsp')).toEqual([2]);
    expect(at(r, 'open-redirect', 'web/go.jsp')).toEqual([3]);
  });

  it('keeps the page line for line, template text becoming line breaks only', () => {
    const java = translateJsp(SEARCH_JSP, 'web/search.jsp').java;
    expect(java.split('\n')).toHaveLength(SEARCH_JSP.split('\n').length);
    expect(java.split('\n')[4]).toBe('out.print(request.getParameter("sort")); ');
  });

  it('a page that cannot be understood is not analysed wrongly and does not throw', async () => {
    const r = await scan({ 'web/broken.jsp': '<% if (x { %>\n${param.a +}\n<%= %>\n<c:out value="${param.b' });
    expect(at(r, 'xss', 'web/broken.jsp')).toEqual([]);
    // Not fully analysed, so it closes no issue; the syntax errors are placed on the page's lines.
    const errors = r.diagnostics.filter((d) => d.filePath === 'web/broken.jsp' && d.code === 'syntax-error');
    expect(errors.length).toBeGreaterThan(0);
    for (const d of errors) expect(d.line).toBeLessThanOrEqual(4);
    expect(notFullyAnalysedPaths(r)).toContain('web/broken.jsp');
  });

  it('a page that parses has no syntax diagnostic', async () => {
    const r = await scan({ 'web/search.jsp': SEARCH_JSP });
    expect(r.diagnostics.filter((d) => d.filePath === 'web/search.jsp')).toEqual([]);
  });
});

const SERVLET = `
package app;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

public class LoginServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String user = req.getParameter("username");
        req.setAttribute("error", "No account for " + user);
        req.setAttribute("note", req.getParameter("note"));
        req.setAttribute("count", Integer.parseInt(req.getParameter("n")));
        req.setAttribute("title", req.getParameter("title"));
        req.getRequestDispatcher("/WEB-INF/jsp/login.jsp").forward(req, resp);
    }
}
`;

const LOGIN_JSP = [
  '<%@ taglib prefix="c" uri="jakarta.tags.core" %>', // 1
  '<jsp:include page="/WEB-INF/jsp/header.jsp"/>', // 2
  '<div class="alert">${error}</div>', // 3 vulnerable
  '<p><c:out value="${note}"/></p>', // 4 safe: escaped
  '<p>${count} attempts</p>', // 5 safe: a number
  '<p><%= request.getAttribute("error") %></p>', // 6 vulnerable
  '<p>${fn:escapeXml(note)}</p>', // 7 safe
].join('\n');

const HEADER_JSP = '<title>${title}</title>\n<p><c:out value="${error}"/></p>\n';

describe('a servlet forwarding to a JSP page', () => {
  it('hands its request attributes to what the page and its includes print raw', async () => {
    const r = await scan({
      'src/main/java/app/LoginServlet.java': SERVLET,
      'src/main/webapp/WEB-INF/jsp/login.jsp': LOGIN_JSP,
      'src/main/webapp/WEB-INF/jsp/header.jsp': HEADER_JSP,
    });
    expect(at(r, 'xss', 'src/main/webapp/WEB-INF/jsp/login.jsp')).toEqual([3, 6]);
    expect(at(r, 'xss', 'src/main/webapp/WEB-INF/jsp/header.jsp')).toEqual([1]);
    // and at the forward call, where the servlet hands them over
    expect(at(r, 'xss', 'src/main/java/app/LoginServlet.java')).toEqual([18]);
  });

  it('a page that escapes or does not print the attribute is no sink', async () => {
    const safePage = '<%@ taglib prefix="c" uri="jakarta.tags.core" %>\n<p><c:out value="${error}"/></p>\n<p>${count}</p>\n';
    const r = await scan({ 'src/main/java/app/LoginServlet.java': SERVLET, 'src/main/webapp/WEB-INF/jsp/login.jsp': safePage });
    expect(r.findings.filter((f) => f.category === 'xss')).toEqual([]);
  });
});

const BILLS_SERVLET = `
package app;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

class Bill {
    private final String holder;
    private final LocalDate dueOn;
    private final long number;

    Bill(String holder, LocalDate dueOn, long number) {
        this.holder = holder;
        this.dueOn = dueOn;
        this.number = number;
    }

    public String getHolder() { return holder; }
    public LocalDate getDueOn() { return dueOn; }
    public long getNumber() { return number; }
}

public class BillsServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        List<Bill> bills = new ArrayList<>();
        bills.add(new Bill(req.getParameter("holder"), LocalDate.now(), 42L));
        req.setAttribute("bills", bills);
        req.getRequestDispatcher("/WEB-INF/jsp/bills.jsp").forward(req, resp);
    }
}
`;

const BILLS_JSP = [
  '<%@ taglib prefix="c" uri="jakarta.tags.core" %>', // 1
  '<c:forEach items="${bills}" var="bill">', // 2
  '  <td>${bill.dueOn}</td>', // 3 safe: a date
  '  <td>${bill.number}</td>', // 4 safe: a number
  '  <td>${bill.holder}</td>', // 5 vulnerable
  '  <td><c:out value="${bill.holder}"/></td>', // 6 safe: escaped
  '</c:forEach>', // 7
].join('\n');

describe('a JSP loop over a collection attribute', () => {
  it('prints the property of each element it names, not every field of the elements', async () => {
    const r = await scan({ 'src/main/java/app/BillsServlet.java': BILLS_SERVLET, 'src/main/webapp/WEB-INF/jsp/bills.jsp': BILLS_JSP });
    expect(at(r, 'xss', 'src/main/webapp/WEB-INF/jsp/bills.jsp')).toEqual([5]);
  });
});

const PREFS_SERVLET = `
package app;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;

public class PrefsServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession();
        session.setAttribute("nick", req.getParameter("nick"));
        session.setAttribute("rows", Integer.parseInt(req.getParameter("rows")));
        resp.sendRedirect(req.getContextPath() + "/home");
    }
}
`;

const NAV_JSP = [
  '<%@ taglib prefix="c" uri="jakarta.tags.core" %>', // 1
  '<span>Hi, ${sessionScope.nick}</span>', // 2 vulnerable
  '<span><%= session.getAttribute("nick") %></span>', // 3 vulnerable
  '<span>${nick}</span>', // 4 vulnerable: EL finds it in the session
  '<span><c:out value="${sessionScope.nick}"/></span>', // 5 safe: escaped
  '<span>${requestScope.nick}</span>', // 6 safe: no request attribute of that name
  '<span>${sessionScope.rows} rows</span>', // 7 safe: a number
].join('\n');

describe('a session attribute set by one servlet', () => {
  it('is printed by every JSP page that reads it from the session, on a later request', async () => {
    const r = await scan({ 'src/main/java/app/PrefsServlet.java': PREFS_SERVLET, 'src/main/webapp/WEB-INF/jsp/nav.jsp': NAV_JSP });
    expect(at(r, 'xss', 'src/main/webapp/WEB-INF/jsp/nav.jsp')).toEqual([2, 3, 4]);
  });

  it('a request attribute is not a session attribute', async () => {
    const servlet = PREFS_SERVLET.replace('HttpSession session = req.getSession();', 'HttpServletRequest session = req;');
    const r = await scan({ 'src/main/java/app/PrefsServlet.java': servlet, 'src/main/webapp/WEB-INF/jsp/nav.jsp': NAV_JSP });
    expect(at(r, 'xss', 'src/main/webapp/WEB-INF/jsp/nav.jsp')).toEqual([]);
  });
});
