package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/open-redirect-redirectquerystringsubstring")
public class RedirectQueryStringSubstring extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String qs = request.getQueryString();
        String url = "/";
        if (qs != null && qs.startsWith("url=")) {
            url = java.net.URLDecoder.decode(qs.substring(4), "UTF-8");
        }
        StringBuilder sb = new StringBuilder();
        sb.append(url);
        response.sendRedirect(sb.toString());
    }
}
