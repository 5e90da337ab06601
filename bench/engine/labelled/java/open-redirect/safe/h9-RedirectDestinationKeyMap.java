package com.summit.nav;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class RedirectDestinationKeyMap extends HttpServlet {

    private final Map<String, String> destinations = new HashMap<>();

    @Override
    public void init() {
        destinations.put("billing", "/account/billing");
        destinations.put("profile", "/account/profile");
        destinations.put("help", "https://help.summit.io/");
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String dest = destinations.getOrDefault(req.getParameter("to"), "/");
        resp.setStatus(302);
        resp.setHeader("Location", dest);
    }
}
