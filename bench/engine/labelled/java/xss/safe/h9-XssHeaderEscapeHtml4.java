package com.lumen.support;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.text.StringEscapeUtils;

public class XssHeaderEscapeHtml4 extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String referer = req.getHeader("Referer");
        String safeReferer = StringEscapeUtils.escapeHtml4(referer == null ? "(none)" : referer);
        resp.setContentType("text/html");
        StringBuilder page = new StringBuilder();
        page.append("<section><h3>Page not found</h3>");
        page.append("<p>You came from: ").append(safeReferer).append("</p>");
        page.append("</section>");
        resp.getWriter().print(page.toString());
    }
}
