package com.acme.tracking;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ClientInfoFixedServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Map<String, String> info = new HashMap<>();
        info.put("channel", "web");
        info.put("version", getServletContext().getInitParameter("appVersion"));
        for (Map.Entry<String, String> e : info.entrySet()) {
            req.getSession().setAttribute("client." + e.getKey(), e.getValue());
        }
        resp.setStatus(204);
    }
}
