package com.lumen.support;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class XssUserAgentPrintf extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String agent = req.getHeader("User-Agent");
        String lang = req.getHeader("Accept-Language");
        resp.setContentType("text/html");
        resp.getWriter().printf(
                "<div class=\"diag\"><p>Browser: %s</p><p>Language: %s</p></div>%n",
                agent, lang == null ? "unknown" : lang);
    }
}
