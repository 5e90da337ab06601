package com.acme.tracking;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ClientInfoServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Map<String, String> info = new HashMap<>();
        info.put("agent", req.getHeader("User-Agent"));
        info.put("forwardedFor", req.getHeader("X-Forwarded-For"));
        for (Map.Entry<String, String> e : info.entrySet()) {
            req.getSession().setAttribute("client." + e.getKey(), e.getValue());
        }
        resp.setStatus(204);
    }
}
