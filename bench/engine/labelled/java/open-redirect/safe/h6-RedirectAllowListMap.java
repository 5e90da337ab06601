package org.example.bench.web;

import java.io.IOException;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/open-redirect-redirectallowlistmap")
public class RedirectAllowListMap extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String key = request.getParameter("dest");
        String target = DESTINATIONS.getOrDefault(key == null ? "" : key, "/home");
        response.sendRedirect(target);
    }

    private static final Map<String, String> DESTINATIONS = Map.of(
            "billing", "/account/billing",
            "profile", "/account/profile",
            "help", "https://help.example.com/");
}
