package org.example.bench.web;

import java.io.IOException;
import java.net.URL;
import java.util.Set;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/ssrf-ssrfhostallowlist")
public class SsrfHostAllowList extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("feed");
        if (param == null) param = "";
        URL url = new URL(param);
        if (!"https".equals(url.getProtocol()) || !ALLOWED_HOSTS.contains(url.getHost())) {
            response.sendError(400, "host not allowed");
            return;
        }
        try (java.io.InputStream in = url.openConnection().getInputStream()) {
            response.getWriter().println("fetched " + in.readAllBytes().length + " bytes");
        }
    }

    private static final Set<String> ALLOWED_HOSTS = Set.of("feeds.example.com", "news.example.org");
}
