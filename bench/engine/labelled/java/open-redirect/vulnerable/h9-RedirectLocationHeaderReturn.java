package com.summit.sso;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class RedirectLocationHeaderReturn extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String returnTo = req.getParameter("return_to");
        if (returnTo == null) {
            returnTo = "/";
        }
        req.getSession().invalidate();
        resp.setStatus(HttpServletResponse.SC_FOUND);
        resp.setHeader("Location", returnTo);
    }
}
