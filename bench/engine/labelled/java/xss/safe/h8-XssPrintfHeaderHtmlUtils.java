package org.bench.h8.xss;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.util.HtmlUtils;

public class XssPrintfHeaderHtmlUtils extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        if (request.getHeader("Referer") != null) {
            param = request.getHeader("Referer");
        }
        param = java.net.URLDecoder.decode(param, "UTF-8");

        String bar = HtmlUtils.htmlEscape(param);
        Object[] obj = {"back", bar};
        response.getWriter().printf("<a title=\"%s\" href=\"/home\" data-from=\"%s\">return</a>", obj);
    }
}
