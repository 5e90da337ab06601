package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/trust-boundary-trustservercomputedvalue")
public class TrustServerComputedValue extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String user = request.getRemoteUser();
        long now = System.currentTimeMillis();
        String param = request.getParameter("note");
        request.getSession().setAttribute("lastSeen", Long.valueOf(now));
        request.getSession().setAttribute("noteLength", param == null ? 0 : param.length());
        response.getWriter().println("ok");
    }
}
