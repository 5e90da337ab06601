package org.bench.h8.xss;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class XssPrintfHeader extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        if (request.getHeader("Referer") != null) {
            param = request.getHeader("Referer");
        }
        param = java.net.URLDecoder.decode(param, "UTF-8");

        Object[] obj = {"back", param};
        response.getWriter().printf("<a title=\"%s\" href=\"%s\">return</a>", obj);
    }
}
