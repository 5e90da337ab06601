package org.example.bench.web;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.regex.Pattern;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/sqli-p1staticpatternguard")
public class P1StaticPatternGuard extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("col");
        if (param == null || !SAFE.matcher(param).matches()) { response.sendError(400); return; }
        try (Connection c = DriverManager.getConnection("jdbc:x"); Statement st = c.createStatement()) {
            st.executeQuery("SELECT " + param + " FROM t");
        } catch (java.sql.SQLException e) { throw new ServletException(e); }
    }

    private static final Pattern SAFE = Pattern.compile("^[a-z_]{1,30}$");
}
