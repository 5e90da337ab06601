package com.acme.support;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.util.HtmlUtils;

public class DeviceInfoEscapedServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        List<String> rows = new ArrayList<>();
        rows.add("<tr><td>Agent</td><td>" + HtmlUtils.htmlEscape(request.getHeader("User-Agent")) + "</td></tr>");
        rows.add("<tr><td>Language</td><td>" + HtmlUtils.htmlEscape(request.getHeader("Accept-Language")) + "</td></tr>");
        response.setContentType("text/html");
        StringBuilder page = new StringBuilder("<table>");
        for (String row : rows) {
            page.append(row);
        }
        page.append("</table>");
        response.getWriter().write(page.toString());
    }
}
